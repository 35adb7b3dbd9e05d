import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { UPLOAD_MAX_BYTES } from '@omnicanal/api';
import { createCompany, createUser } from '../core/repo.ts';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';
import { openVisitor } from '../test/rooms.ts';

let server: TestServer;
let agent: string;
let stranger: string;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes starting with `head`. */
function bytes(size: number, head: number[] = []): Uint8Array {
  const data = new Uint8Array(size);
  data.set(head.slice(0, size));
  return data;
}

async function upload(
  file: { data: Uint8Array | string; name: string; type: string } | null,
  options: { token?: string; authRequired?: boolean; origin?: string } = {},
) {
  const form = new FormData();
  form.set('auth_required', options.authRequired ? 'true' : 'false');
  form.set('origin', options.origin ?? 'agent');
  if (file) form.set('file', new Blob([file.data as BlobPart], { type: file.type }), file.name);
  const response = await fetch(`${server.url}/api/uploads/files`, {
    method: 'POST',
    body: form,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const storedFiles = () => {
  const dir = join(server.context.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const uploadRows = async () =>
  Number(
    (
      await server.context.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The path of an upload answer's URL, so tests reach it on the test server's address. */
const pathOf = (url: unknown) => new URL(String(url)).pathname + new URL(String(url)).search;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  agent = await login(server.url, 'agent@demo.test');
  const other = await createCompany(server.context.db, { name: 'Autre société' });
  await createUser(server.context.db, {
    companyId: other.id,
    email: 'stranger@autre.test',
    password: 'Autre-password-2026!',
    firstName: 'Xavier',
    lastName: 'Étranger',
    role: 'admin',
  });
  stranger = await login(server.url, 'stranger@autre.test', 'Autre-password-2026!');
});
after(() => server.stop());

describe('POST /api/uploads/files', () => {
  test('a file of exactly 5 MB is kept; one byte more is refused and nothing is stored', async () => {
    const files = storedFiles().length;
    const rows = await uploadRows();
    const exact = await upload(
      { data: bytes(UPLOAD_MAX_BYTES, PNG), name: 'photo.png', type: 'image/png' },
      { token: agent },
    );
    assert.equal(exact.status, 201, JSON.stringify(exact.body));
    assert.deepEqual([exact.body.name, exact.body.mimetype], ['photo.png', 'image/png']);
    assert.match(
      String(exact.body.url),
      /^http:\/\/127\.0\.0\.1:\d+\/api\/uploads\/files\/[\w-]{32}\/photo\.png$/,
    );
    assert.equal(storedFiles().length, files + 1);

    const over = await upload(
      { data: bytes(UPLOAD_MAX_BYTES + 1, PNG), name: 'big.png', type: 'image/png' },
      { token: agent },
    );
    assert.equal(over.status, 400);
    assert.equal(over.body.error, 'file_too_large');
    assert.deepEqual(over.body.file, ['file_too_large']);
    assert.equal(storedFiles().length, files + 1, 'no partial file left');
    assert.equal(await uploadRows(), rows + 1);
  });

  const refused: [string, { data: Uint8Array | string; name: string; type: string }][] = [
    [
      'an SVG (it can hold scripts)',
      { data: '<svg onload="alert(1)"/>', name: 'x.svg', type: 'image/svg+xml' },
    ],
    ['an HTML page', { data: '<script>alert(1)</script>', name: 'page.html', type: 'text/html' }],
    ['a program', { data: bytes(64, [0x4d, 0x5a]), name: 'setup.exe', type: 'application/octet-stream' }],
    ['a page renamed .png', { data: '<html><script>1</script>', name: 'photo.png', type: 'image/png' }],
    ['a PNG declared as PDF', { data: bytes(64, PNG), name: 'doc.pdf', type: 'application/pdf' }],
    ['a type that does not fit the name', { data: 'hello', name: 'notes.txt', type: 'image/png' }],
  ];
  for (const [what, file] of refused)
    test(`refuses ${what} with file_format_not_allowed, keeping nothing`, async () => {
      const files = storedFiles().length;
      const { status, body } = await upload(file, { token: agent });
      assert.equal(status, 400);
      assert.equal(body.error, 'file_format_not_allowed');
      assert.equal(storedFiles().length, files);
    });

  test('a file is required; a caller without a token is refused', async () => {
    const missing = await upload(null, { token: agent });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.file, ['required']);
    const anonymous = await upload({ data: 'hello', name: 'a.txt', type: 'text/plain' });
    assert.equal(anonymous.status, 401);
    const bogus = await upload({ data: 'hello', name: 'a.txt', type: 'text/plain' }, { token: 'nope' });
    assert.equal(bogus.status, 401);
  });

  test('a visitor uploads with the conversation token; the file belongs to that company', async () => {
    const visitor = await openVisitor(server, 1, 'Envoi');
    const { status, body } = await upload(
      { data: 'Bonjour', name: 'notes.txt', type: 'text/plain' },
      { token: visitor.token, origin: 'web' },
    );
    assert.equal(status, 201, JSON.stringify(body));
    const id = pathOf(body.url).split('/')[4] ?? '';
    const row = await server.context.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    assert.equal(row?.uploader_guest_id !== null && row?.uploader_user_id === null, true);
    assert.equal(row?.origin, 'web');
    await visitor.socket.close();
  });
});

describe('GET /api/uploads/files/{id}/{name}', () => {
  test('serves a document as an inert attachment', async () => {
    const sent = await upload(
      { data: '%PDF-1.4 test', name: 'facture <img src=x onerror=alert(1)>.pdf', type: 'application/pdf' },
      { token: agent },
    );
    assert.equal(sent.status, 201);
    const response = await fetch(`${server.url}${pathOf(sent.body.url)}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.match(
      response.headers.get('content-disposition') ?? '',
      /^attachment; filename="facture <img src=x onerror=alert\(1\)>\.pdf"/,
    );
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.match(response.headers.get('content-security-policy') ?? '', /^default-src 'none'/);
    assert.equal(await response.text(), '%PDF-1.4 test');
  });

  test('a picture is shown in place; text gets a charset', async () => {
    const picture = await upload(
      { data: bytes(100, PNG), name: 'photo.png', type: 'image/png' },
      { token: agent },
    );
    const image = await fetch(`${server.url}${pathOf(picture.body.url)}`);
    assert.match(image.headers.get('content-disposition') ?? '', /^inline; /);
    const text = await upload({ data: 'Bonjour é', name: 'notes.txt', type: '' }, { token: agent });
    assert.equal(text.body.mimetype, 'text/plain');
    const served = await fetch(`${server.url}${pathOf(text.body.url)}`);
    assert.equal(served.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.match(served.headers.get('content-disposition') ?? '', /^attachment; /);
  });

  test('auth_required: only a signed-in user of the company, or a signed link, downloads it', async () => {
    const sent = await upload(
      { data: '%PDF-1.4 secret', name: 'secret.pdf', type: 'application/pdf' },
      {
        token: agent,
        authRequired: true,
      },
    );
    const path = pathOf(sent.body.url);
    assert.equal((await api(server.url, path)).status, 401);
    assert.equal((await api(server.url, path, { token: stranger })).status, 404, 'another company');
    assert.equal((await api(server.url, path, { token: agent })).status, 200);

    const id = path.split('/')[4];
    assert.equal(
      (await api(server.url, `/api/uploads/files/${id}/link`, { method: 'POST', token: stranger })).status,
      404,
    );
    const link = await api(server.url, `/api/uploads/files/${id}/link`, { method: 'POST', token: agent });
    assert.equal(link.status, 200);
    assert.ok(Date.parse(String(link.body.expires_at)) > Date.now());
    const signed = await fetch(`${server.url}${pathOf(link.body.url)}`);
    assert.equal(signed.status, 200);
    assert.equal(await signed.text(), '%PDF-1.4 secret');
    const tampered = pathOf(link.body.url).replace(/sig=[^&]+/, 'sig=AAAA');
    assert.equal((await fetch(`${server.url}${tampered}`)).status, 401);
    const otherFile = await upload(
      { data: '%PDF-1.4 other', name: 'o.pdf', type: 'application/pdf' },
      {
        token: agent,
        authRequired: true,
      },
    );
    const otherId = pathOf(otherFile.body.url).split('/')[4];
    const reused = pathOf(link.body.url).replace(String(id), String(otherId));
    assert.equal((await fetch(`${server.url}${reused}`)).status, 401, 'a link signs one file only');
  });

  test('unknown ids are not found', async () => {
    assert.equal((await api(server.url, '/api/uploads/files/nope/x.pdf')).status, 404);
    assert.equal((await api(server.url, `/api/uploads/files/${'a'.repeat(32)}/x.pdf`)).status, 404);
    assert.equal((await api(server.url, '/api/uploads/files/..%2F..%2Fetc/passwd')).status, 404);
  });
});
