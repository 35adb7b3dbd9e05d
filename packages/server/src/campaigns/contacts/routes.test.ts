import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ContactImport, ContactList, ContactListPage, ContactSearchPage } from '@omnicanal/api';
import { createCompany, createUser } from '../../core/repo.ts';
import { uploadCsv } from '../../test/csv-upload.ts';
import { api, login, signInDemo, startTestServer, type TestServer } from '../../test/helpers.ts';
import { insertContactList, writeContacts } from './repo.ts';

let server: TestServer;
let hosted: TestServer;
const tokens: Record<string, string> = {};
let demoCompany: number;

const call = (who: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `/api/campaigns${path}`, { ...init, token: tokens[who] });

const audience = async (extra: Record<string, unknown> = {}, who = 'manager') => {
  const created = await call(who, '/contacts/lists', {
    body: {
      name: `Audience ${randomUUID().slice(0, 6)}`,
      kind: 'PHONE_NUMBER',
      language: 'fr',
      source: 'csv',
      ...extra,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body as unknown as ContactList;
};

const upload = (list: number, csv: string | string[], who = 'manager') =>
  uploadCsv(
    server.url,
    tokens[who] as string,
    { contact_list: String(list) },
    typeof csv === 'string' ? [csv] : csv,
  );

const readList = async (id: number) =>
  (await call('manager', `/contacts/lists/${id}`)).body as unknown as ContactList;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'admin', 'manager', 'agent'));
  const manager = await server.context.db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'manager@demo.test')
    .executeTakeFirstOrThrow();
  demoCompany = manager.company_id;
  const other = await createCompany(server.context.db, { name: 'Autre' });
  const password = 'Autre-password-2026!';
  const stranger = await createUser(server.context.db, {
    companyId: other.id,
    email: `m-${randomUUID()}@autre.test`,
    password,
    firstName: 'M',
    lastName: 'Autre',
    role: 'admin',
  });
  tokens.stranger = await login(server.url, stranger.email, password);
  hosted = await startTestServer({ roomTimerTickMs: 0, edition: 'hosted' });
  tokens.hostedManager = (await signInDemo(hosted, 'manager')).manager;
});
after(async () => {
  await server.stop();
  await hosted.stop();
});

describe('who may use audiences', () => {
  test('managers and above; agents are refused, the hosted edition has none, a stranger sees nothing', async () => {
    const list = await audience();
    assert.equal((await call('admin', '/contacts/lists')).status, 200);
    assert.equal((await call('agent', '/contacts/lists')).status, 403);
    assert.equal((await api(server.url, '/api/campaigns/contacts/lists')).status, 401);
    const inHosted = await api(hosted.url, '/api/campaigns/contacts/lists', { token: tokens.hostedManager });
    assert.equal(inHosted.status, 404);

    const theirs = (await call('stranger', '/contacts/lists')).body as unknown as ContactListPage;
    assert.ok(!theirs.results.some((l) => l.id === list.id), 'another company’s audiences stay hidden');
    for (const path of [`/contacts/lists/${list.id}`, `/contacts/lists/${list.id}/export`])
      assert.equal((await call('stranger', path)).status, 404, path);
    assert.equal((await call('stranger', `/contacts/lists/${list.id}`, { method: 'DELETE' })).status, 404);
    const intoTheirs = await upload(list.id, 'external_id,language\n0612345678,fr\n', 'stranger');
    assert.equal(intoTheirs.status, 404);
    assert.equal((await upload(list.id, 'external_id,language\n0612345678,fr\n', 'agent')).status, 403);
    assert.equal((await readList(list.id)).contacts_count, 0);
  });
});

describe('audiences (contact lists)', () => {
  test('a new CSV audience is empty; the list pages and searches by name with counts', async () => {
    const list = await audience({ name: 'Clients fidèles mars' });
    assert.equal(list.status, 'empty');
    assert.equal(list.contacts_count, 0);
    assert.equal(list.origin, 'csv');
    const found = (await call('manager', '/contacts/lists?search=FIDÈLES'))
      .body as unknown as ContactListPage;
    assert.deepEqual(
      found.results.map((l) => l.id),
      [list.id],
    );
    assert.equal(found.count, 1);
  });

  test('refusals are named on their fields: an SFTP source needs its account and file, the kind stays as created', async () => {
    const sftp = await call('manager', '/contacts/lists', {
      body: { name: 'Par SFTP', kind: 'PHONE_NUMBER', language: 'fr', source: 'sftp' },
    });
    assert.equal(sftp.status, 400);
    assert.deepEqual(sftp.body.sftp_account, ['required']);
    assert.deepEqual(sftp.body.sftp_path, ['required']);
    const empty = await call('manager', '/contacts/lists', {
      body: { name: ' ', kind: 'EMAIL', language: 'xx-yyy', source: 'csv' },
    });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body.name, ['required']);
    assert.deepEqual(empty.body.kind, ['invalid']);
    assert.deepEqual(empty.body.language, ['invalid']);

    const list = await audience();
    const changed = await call('manager', `/contacts/lists/${list.id}`, {
      body: { name: 'Renommée', kind: 'FACEBOOK_PSID', language: 'en', source: 'csv' },
    });
    assert.equal(changed.status, 400);
    assert.deepEqual(changed.body.kind, ['read_only']);
    const renamed = await call('manager', `/contacts/lists/${list.id}`, {
      body: { name: 'Renommée', kind: 'PHONE_NUMBER', language: 'en', source: 'csv' },
    });
    assert.equal(renamed.status, 200);
    assert.equal((renamed.body as unknown as ContactList).name, 'Renommée');
  });

  test('typed contacts are checked like a file’s rows; one bad contact keeps nothing', async () => {
    const refused = await call('manager', '/contacts/lists', {
      body: {
        name: 'Saisie',
        kind: 'PHONE_NUMBER',
        language: 'fr',
        source: 'manual',
        contacts: [
          { external_id: '06 12 34 56 78' },
          { external_id: '+33612345678' },
          { external_id: 'pas un numéro' },
        ],
      },
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body['contacts.1.external_id'], ['duplicate']);
    assert.deepEqual(refused.body['contacts.2.external_id'], ['invalid_phone']);
    const all = (await call('manager', '/contacts/lists?search=Saisie')).body as unknown as ContactListPage;
    assert.equal(all.count, 0, 'a refused audience is not kept');

    const made = await call('manager', '/contacts/lists', {
      body: {
        name: 'Saisie',
        kind: 'PHONE_NUMBER',
        language: 'fr',
        source: 'manual',
        contacts: [
          { external_id: '06 12 34 56 78', extra: { prenom: 'Marie' } },
          { external_id: '0470 12 34 56', language: 'fr_BE', email: 'luc@example.com' },
        ],
      },
    });
    assert.equal(made.status, 201);
    const list = made.body as unknown as ContactList;
    assert.equal(list.contacts_count, 2);
    assert.equal(list.origin, 'manual');
    assert.deepEqual(list.extra_keys, ['email', 'prenom']);
  });
});

describe('CSV import (spec 002 §5)', () => {
  test('rows become contacts; refused rows are reported with their line and reason', async () => {
    const list = await audience();
    const csv = [
      'external_id;language;prenom;email',
      '06 12 34 56 78;fr;Marie;marie@example.com',
      '+33 6 12 34 56 78;fr;Marie bis;', // the same number written another way
      'pas un numéro;fr;X;',
      '0698765432;klingon;Y;',
      '0611111111;fr;=HYPERLINK("http://evil");',
      '0622222222;fr',
      '0470 12 34 56;fr_BE;Luc;luc@example.com',
      '',
      '0633333333;;"Zoé; la ""grande""";',
    ].join('\r\n');
    const imported = await upload(list.id, csv);
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    const report = imported.body as unknown as ContactImport;
    assert.equal(report.status, 'done');
    assert.equal(report.rows_read, 8);
    assert.equal(report.accepted, 3);
    assert.equal(report.rejected, 5);
    assert.deepEqual(
      report.rejects.map((r) => [r.line, r.reason]),
      [
        [3, 'duplicate'],
        [4, 'invalid_phone'],
        [5, 'invalid_language'],
        [6, 'formula_cell'],
        [7, 'column_count'],
      ],
    );
    assert.equal(report.bytes_read, Buffer.byteLength(csv));

    const after = await readList(list.id);
    assert.equal(after.status, 'ready');
    assert.equal(after.contacts_count, 3);
    assert.deepEqual(after.extra_keys, ['prenom', 'email']);
    assert.equal(after.import?.id, report.id);

    const exported = await fetch(`${server.url}/api/campaigns/contacts/lists/${list.id}/export`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    });
    assert.equal(exported.status, 200);
    assert.match(exported.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(
      exported.headers.get('content-disposition') ?? '',
      /filename="export-audience-\d+-[\d-]+\.csv"/,
    );
    const bytes = Buffer.from(await exported.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a byte-order mark for spreadsheets');
    assert.deepEqual(bytes.subarray(3).toString('utf8').split('\r\n'), [
      'external_id,language,prenom,email',
      '+32470123456,fr_BE,Luc,luc@example.com',
      '+33612345678,fr,Marie,marie@example.com',
      '+33633333333,fr,"Zoé; la ""grande""",',
      '',
    ]);
  });

  test('a file refused as a whole keeps nothing and leaves the audience as it was', async () => {
    const list = await audience();
    assert.equal((await upload(list.id, 'external_id,language,ville\n0612345678,fr,Lyon\n')).status, 200);

    const header = await upload(list.id, 'language,external_id\nfr,0698765432\n');
    assert.equal(header.status, 400);
    assert.equal(header.body.error, 'csv_header_error');
    assert.deepEqual(header.body.file, ['csv_header_error']);
    assert.match(String(header.body.detail), /external_id then language/);

    const oneColumn = await upload(list.id, 'external_id\n0698765432\n');
    assert.equal(oneColumn.body.error, 'csv_header_error');

    // Thousands of good rows, then bytes that are not UTF-8: the good rows are not kept either.
    const rows = Array.from({ length: 12_000 }, (_, i) => `+3361${String(i).padStart(7, '0')},fr,Paris\n`);
    const latin1 = Buffer.from('0699999999,fr,Besan\xe7on\n', 'latin1');
    const broken = await uploadCsv(server.url, tokens.manager as string, { contact_list: String(list.id) }, [
      'external_id,language,ville\n',
      rows.join(''),
      latin1,
    ]);
    assert.equal(broken.status, 400);
    assert.equal(broken.body.error, 'csv_parse_error');

    const unclosed = await upload(list.id, 'external_id,language,ville\n0698765432,fr,"Lyon\n');
    assert.equal(unclosed.body.error, 'csv_parse_error');

    const kept = await readList(list.id);
    assert.equal(kept.status, 'ready');
    assert.equal(kept.contacts_count, 1);
    assert.deepEqual(kept.extra_keys, ['ville']);
    assert.equal(kept.import?.status, 'failed');
    assert.equal(kept.import?.error?.code, 'csv_parse_error');
    const stored = await server.context.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('list_id', '=', list.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(stored.n), 1, 'no contact of a failed import is left behind');
  });

  test('progress is readable while the file streams in; a second import waits for the first', async () => {
    const list = await audience();
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `+3362${String(from + i).padStart(7, '0')},fr\n`).join('');
    const running = uploadCsv(
      server.url,
      tokens.manager as string,
      { contact_list: String(list.id), size: '999999' },
      ['external_id,language\n', rows(0, 6_000), paused, rows(6_000, 4_000)],
    );
    let seen: ContactList | undefined;
    for (let i = 0; i < 200; i++) {
      seen = await readList(list.id);
      if (seen.import && seen.import.rows_read >= 5_000) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(seen?.status, 'importing');
    assert.equal(seen?.import?.status, 'running');
    assert.equal(seen?.import?.bytes_total, 999_999);
    assert.ok((seen?.import?.bytes_read ?? 0) > 0);
    assert.equal(seen?.contacts_count, 0, 'the running import is not the audience’s yet');

    const second = await upload(list.id, 'external_id,language\n0612345678,fr\n');
    assert.equal(second.status, 409);
    assert.equal(second.body.error, 'import_in_progress');

    resume();
    const done = await running;
    assert.equal(done.status, 200);
    assert.equal((done.body as unknown as ContactImport).accepted, 10_000);
    const polled = await call('manager', `/contacts/imports/${(done.body as unknown as ContactImport).id}`);
    assert.equal((polled.body as unknown as ContactImport).status, 'done');
    assert.equal(
      (await call('stranger', `/contacts/imports/${(done.body as unknown as ContactImport).id}`)).status,
      404,
    );
    assert.equal((await readList(list.id)).contacts_count, 10_000);
  });

  test('an upload cut short keeps nothing of the file', async () => {
    const list = await audience();
    await upload(list.id, 'external_id,language\n0612345678,fr\n');
    const controller = new AbortController();
    const never = new Promise<void>(() => undefined);
    const rows = Array.from({ length: 7_000 }, (_, i) => `+3363${String(i).padStart(7, '0')},fr\n`).join('');
    const cut = uploadCsv(
      server.url,
      tokens.manager as string,
      { contact_list: String(list.id) },
      ['external_id,language\n', rows, never],
      'cut.csv',
      controller.signal,
    );
    for (let i = 0; i < 200 && ((await readList(list.id)).import?.rows_read ?? 0) < 5_000; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await assert.rejects(cut);
    let after = await readList(list.id);
    for (let i = 0; i < 100 && after.import?.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await readList(list.id);
    }
    assert.equal(after.import?.status, 'failed');
    assert.equal(after.import?.error?.code, 'interrupted');
    assert.equal(after.contacts_count, 1);
    const stored = await server.context.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('list_id', '=', list.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(stored.n), 1);
  });

  test('a new file replaces the audience’s contacts; only a CSV audience takes files', async () => {
    const list = await audience();
    await upload(list.id, 'external_id,language\n0612345678,fr\n0612345679,fr\n');
    await upload(list.id, 'external_id,language,code\n0698765432,en,A1\n');
    const after = await readList(list.id);
    assert.equal(after.contacts_count, 1);
    assert.deepEqual(after.extra_keys, ['code']);

    const manual = await audience({ source: 'manual' });
    const refused = await upload(manual.id, 'external_id,language\n0612345678,fr\n');
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.contact_list, ['not_csv']);
    const missing = await uploadCsv(server.url, tokens.manager as string, {}, ['external_id,language\n']);
    assert.deepEqual(missing.body.contact_list, ['required']);
  });
});

describe('variables, contacts search and deletion', () => {
  test('the variables of the audiences and their values', async () => {
    const a = await audience();
    await upload(
      a.id,
      'external_id,language,ville,offre\n0612345678,fr,Lyon,or\n0612345679,fr,Paris,argent\n0612345670,fr,Lyon,or\n',
    );
    const keys = await call('manager', `/contacts/lists/extra-data-keys?contact_lists=${a.id}`);
    assert.deepEqual(keys.body, { keys: ['offre', 'ville'] });
    const values = await call('manager', `/contacts/lists/extra-data-values?key=ville&contact_lists=${a.id}`);
    assert.deepEqual(values.body, { values: ['Lyon', 'Paris'] });
    const searched = await call(
      'manager',
      `/contacts/lists/extra-data-values?key=ville&contact_lists=${a.id}&search=par`,
    );
    assert.deepEqual(searched.body, { values: ['Paris'] });
    const theirs = await call(
      'stranger',
      `/contacts/lists/extra-data-values?key=ville&contact_lists=${a.id}`,
    );
    assert.deepEqual(theirs.body, { values: [] });
    assert.deepEqual((await call('stranger', '/contacts/lists/extra-data-keys')).body, { keys: [] });
  });

  test('an audience taken from the conversations has the matching contacts, phone numbers in E.164', async () => {
    const tag = randomUUID().slice(0, 6);
    const db = server.context.db;
    for (const [name, phone, language] of [
      [`Alice ${tag}`, '06 11 22 33 44', 'fr'],
      [`Bob ${tag}`, '+33 6 11 22 33 44', 'fr'],
      [`Chloé ${tag}`, null, 'en'],
      [`Denis ${tag}`, '07 55 66 77 88', 'en'],
    ] as const)
      await db
        .insertInto('guests')
        .values({
          uuid: randomUUID(),
          company_id: demoCompany,
          name,
          email: null,
          language,
          phone_number: phone,
        })
        .execute();
    const search = await call('manager', '/contacts/search', {
      body: { filters: { name: tag, languages: ['fr'] } },
    });
    assert.equal(search.status, 200);
    const page = search.body as unknown as ContactSearchPage;
    assert.equal(page.count, 2);
    assert.deepEqual(page.results.map((r) => r.name).sort(), [`Alice ${tag}`, `Bob ${tag}`]);
    assert.equal(
      (await call('stranger', '/contacts/search', { body: { filters: { name: tag } } })).body.count,
      0,
    );

    const made = await call('manager', '/contacts/lists', {
      body: {
        name: `Conversations ${tag}`,
        kind: 'PHONE_NUMBER',
        language: 'fr',
        source: 'contacts',
        filters: { name: tag },
      },
    });
    assert.equal(made.status, 201);
    const list = made.body as unknown as ContactList;
    assert.equal(list.origin, 'bot');
    assert.deepEqual(list.filters, { name: tag });
    // Alice and Bob are one number; Chloé has none; Denis's local number is read in France.
    assert.equal(list.contacts_count, 2);
    assert.equal(list.import?.rejected, 2);
  });

  test('contacts by the entry point and bot tree their conversations came from, and by how many they started', async () => {
    const tag = randomUUID().slice(0, 6);
    const db = server.context.db;
    const [first] = await db
      .selectFrom('integrations')
      .select(['id', 'skill_id'])
      .where('company_id', '=', demoCompany)
      .orderBy('id')
      .limit(1)
      .execute();
    assert.ok(first, 'the demo company has an entry point');
    const other = await db
      .insertInto('integrations')
      .values({
        company_id: demoCompany,
        skill_id: first.skill_id,
        name: `Autre ${tag}`,
        type: 'widget',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    let serial = 900_000 + Math.floor(Math.random() * 90_000);
    const guest = (name: string) =>
      db
        .insertInto('guests')
        .values({ uuid: randomUUID(), company_id: demoCompany, name: `${name} ${tag}`, language: 'fr' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const room = (guestId: number, integration: number) =>
      db
        .insertInto('rooms')
        .values({
          uuid: randomUUID(),
          company_id: demoCompany,
          skill_id: first.skill_id,
          guest_id: guestId,
          status: 'closed',
          guest_token_hash: randomUUID(),
          infos: '{}',
          session_group_integer_id: ++serial,
          session_group_id: randomUUID(),
          list_time: new Date(),
          integration_id: integration,
        } as never)
        .execute();
    const botSession = async (guestId: number, trees: string[]) => {
      const uuid = randomUUID();
      await db
        .insertInto('bot_sessions')
        .values({
          uuid,
          company_id: demoCompany,
          skill_id: first.skill_id,
          guest_id: guestId,
          bot_id: 'bot',
          channel: 'web',
          guest_token_hash: randomUUID(),
          session_group_integer_id: ++serial,
          infos: '{}',
          owner: 'bot',
          state: '{}',
        } as never)
        .execute();
      for (const tree of trees)
        await db
          .insertInto('bot_steps')
          .values({
            session: uuid,
            company_id: demoCompany,
            bot: 'bot',
            tree,
            action: 'show',
            at: new Date(),
            author: 'bot',
          } as never)
          .execute();
    };
    const alice = await guest('Alice');
    await room(alice.id, first.id);
    await room(alice.id, first.id);
    await botSession(alice.id, ['accueil']);
    const bruno = await guest('Bruno');
    await room(bruno.id, other.id);
    await botSession(bruno.id, ['faq', 'accueil']);
    await guest('Chloé');
    const names = async (filters: Record<string, unknown>) => {
      const answer = await call('manager', '/contacts/search', {
        body: { filters: { name: tag, ...filters } },
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return (answer.body as unknown as ContactSearchPage).results.map((r) => r.name.split(' ')[0]).sort();
    };
    assert.deepEqual(await names({ origin_integrations: [first.id] }), ['Alice']);
    assert.deepEqual(await names({ origin_integrations: [first.id, other.id] }), ['Alice', 'Bruno']);
    assert.deepEqual(await names({ origin_trees: ['accueil'] }), ['Alice'], 'where the conversation began');
    assert.deepEqual(await names({ origin_trees: ['faq'] }), ['Bruno']);
    assert.deepEqual(await names({ solicitations_from: 1 }), ['Alice', 'Bruno']);
    assert.deepEqual(await names({ solicitations_to: 0 }), ['Chloé']);
    assert.deepEqual(await names({ solicitations_from: 2, solicitations_to: 2 }), ['Alice']);
    const reversed = await call('manager', '/contacts/search', {
      body: { filters: { solicitations_from: 3, solicitations_to: 1 } },
    });
    assert.equal(reversed.status, 400);
    assert.deepEqual(reversed.body['filters.solicitations_to'], ['range_order']);
  });

  test('an audience’s contacts go with it, however it is deleted; a batch for a gone audience writes nothing', async () => {
    const db = server.context.db;
    const countOf = async (listId: number) =>
      Number(
        (
          await db
            .selectFrom('contacts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('list_id', '=', listId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const list = await audience();
    await upload(list.id, 'external_id,language\n0612345678,fr\n0698765432,fr\n');
    assert.equal(await countOf(list.id), 2);
    assert.equal((await call('manager', `/contacts/lists/${list.id}`, { method: 'DELETE' })).status, 204);
    assert.equal(await countOf(list.id), 0, 'the deleted audience’s contacts are gone');

    const batch = (ids: string[]) =>
      JSON.stringify(
        ids.map((external_id, i) => ({
          line: i + 2,
          external_id,
          language: 'fr',
          email: null,
          phone: null,
          extra: {},
        })),
      );
    assert.deepEqual(
      await writeContacts(db, list.id, 1, batch(['+33611111111', '+33622222222']), [2, 3]),
      [2, 3],
    );
    assert.equal(await countOf(list.id), 0, 'nothing is written for an audience that is gone');

    const kept = await insertContactList(db, demoCompany, {
      name: 'Clients',
      kind: 'PHONE_NUMBER',
      language: 'fr',
      source: 'csv',
      origin: 'csv',
      filters: null,
      sftp_account_id: null,
      sftp_path: null,
    });
    assert.deepEqual(
      await writeContacts(db, kept.id, 1, batch(['+33633333333', '+33644444444', '+33633333333']), [2, 3, 4]),
      [4],
      'the second of two equal external_ids is the duplicate',
    );
    assert.equal(await countOf(kept.id), 2);
    await db.deleteFrom('contact_lists').where('id', '=', kept.id).execute();
    assert.equal(await countOf(kept.id), 0, 'a deletion in SQL takes the contacts too');
  });

  test('an audience a campaign uses cannot be deleted (blocked_by_campaign)', async () => {
    const list = await audience();
    const db = server.context.db;
    const template = await db
      .insertInto('templates')
      .values({
        company_id: demoCompany,
        kind: 'tyntec-wa',
        name: `t_${randomUUID().slice(0, 8)}`,
        category: 'UTILITY',
        language: 'fr',
        content: JSON.stringify({ body: { type: 'text', text: 'Bonjour' } }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await db
      .insertInto('campaigns')
      .values({
        company_id: demoCompany,
        name: 'Relance',
        type: 'whatsapp',
        template_id: template.id,
        fallback_template_id: null,
        entry_point_id: null,
        skill_id: null,
        frequency: null,
        send_count: null,
        dtstart: null,
        tzid: 'Europe/Paris',
        recurrence: null,
        variables: '{}',
        audience_filters: '[]',
        status: 'MANUAL',
        next_send_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('campaign_contact_lists')
      .values({ campaign_id: campaign.id, contact_list_id: list.id })
      .execute();
    assert.equal((await readList(list.id)).campaigns_count, 1);
    const refused = await call('manager', `/contacts/lists/${list.id}`, { method: 'DELETE' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'blocked_by_campaign');
    assert.equal((await call('manager', `/contacts/lists/${list.id}`)).status, 200);

    await server.context.db
      .deleteFrom('campaign_contact_lists')
      .where('contact_list_id', '=', list.id)
      .execute();
    assert.equal((await call('manager', `/contacts/lists/${list.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('manager', `/contacts/lists/${list.id}`)).status, 404);
  });
});
