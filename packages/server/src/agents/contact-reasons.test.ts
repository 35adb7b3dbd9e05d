import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ContactReason, Room } from '@omnicanal/api';
import { createCompany, createSkill, createUser, grantSkill } from '../core/repo.ts';
import {
  api,
  login,
  signInDemo,
  startTestServer,
  type TestServer,
  type TestSocket,
} from '../test/helpers.ts';
import { agentSocket, openVisitor, roomUpdate } from '../test/rooms.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
let agentSock: TestSocket;
let strangerToken = '';
let strangerSkill = 0;

const BASE = '/api/agents/contactreasons';
const call = (who: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `${BASE}${path}`, { ...init, token: tokens[who] ?? who });

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'agent', 'agent2', 'manager', 'admin'));
  agentSock = await agentSocket(server, tokens.agent as string);
  const other = await createCompany(server.context.db, { name: 'Autre' });
  strangerSkill = await createSkill(server.context.db, other.id, 'Autre support');
  const password = 'Autre-password-2026!';
  const stranger = await createUser(server.context.db, {
    companyId: other.id,
    email: `m-${randomUUID()}@autre.test`,
    password,
    firstName: 'M',
    lastName: 'Autre',
    role: 'manager',
  });
  await grantSkill(server.context.db, stranger.id, strangerSkill);
  strangerToken = await login(server.url, stranger.email, password);
  tokens.stranger = strangerToken;
});
after(async () => {
  await agentSock.close();
  await server.stop();
});

/** A Support room taken by agent@ and closed by them. */
async function closedRoom() {
  const visitor = await openVisitor(server, 1, 'Nina');
  await agentSock.call('take_room', { room: visitor.uuid });
  await agentSock.call('close_room', { room: visitor.uuid });
  await visitor.socket.close();
  return visitor.uuid;
}

describe('contact reasons: reading', () => {
  test('an agent reads the reasons of their skills; a skill filter narrows them', async () => {
    const support = await call('agent', '/');
    assert.equal(support.status, 200);
    assert.deepEqual(
      (support.body as unknown as ContactReason[]).map((r) => r.label),
      ['Autre', 'Question produit', 'Réclamation'],
    );
    // agent2 (Sales only) sees none of the Support reasons.
    assert.deepEqual((await call('agent2', '/')).body, []);
    assert.deepEqual((await call('manager', '/?skill=2')).body, []);
    assert.equal(((await call('manager', '/?skill=1')).body as unknown as unknown[]).length, 3);
  });

  test('one reason by id; another company or skill does not find it', async () => {
    const [first] = (await call('agent', '/')).body as unknown as ContactReason[];
    assert.ok(first);
    assert.equal((await call('agent', `/${first.id}`)).body.label, first.label);
    assert.equal((await call('agent2', `/${first.id}`)).status, 404);
    assert.equal((await call('stranger', `/${first.id}`)).status, 404);
    assert.equal((await call('agent', '/nope')).status, 404);
    assert.equal((await api(server.url, `${BASE}/`)).status, 401);
  });
});

describe('contact reasons: writing', () => {
  test('a manager creates, renames and deletes a reason; duplicates are refused', async () => {
    const created = await call('manager', '/', { body: { label: '  Facturation ', skills: [2] } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const reason = created.body as unknown as ContactReason;
    assert.deepEqual({ label: reason.label, skills: reason.skills }, { label: 'Facturation', skills: [2] });
    assert.ok(
      ((await call('agent2', '/')).body as unknown as ContactReason[]).some((r) => r.id === reason.id),
    );

    const duplicate = await call('manager', '/', { body: { label: 'Facturation' } });
    assert.equal(duplicate.status, 400);
    assert.equal(duplicate.body.error, 'already_exists');
    const clash = await call('manager', `/${reason.id}`, { body: { label: 'Autre' } });
    assert.equal(clash.body.error, 'already_exists');

    const renamed = await call('manager', `/${reason.id}`, { body: { label: 'Facture', skills: [] } });
    assert.equal(renamed.status, 200);
    assert.equal((await call('agent', `/${reason.id}`)).body.label, 'Facture');

    assert.equal((await call('manager', `/${reason.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('manager', `/${reason.id}`)).status, 404);
  });

  test('agents may not write; other companies may not touch the reasons', async () => {
    const [first] = (await call('agent', '/')).body as unknown as ContactReason[];
    assert.ok(first);
    assert.equal((await call('agent', '/', { body: { label: 'X' } })).body.error, 'permission_denied');
    assert.equal((await call('agent', `/${first.id}`, { method: 'DELETE' })).status, 403);
    assert.equal((await call('stranger', `/${first.id}`, { method: 'DELETE' })).status, 404);
    assert.equal((await call('stranger', `/${first.id}`, { body: { label: 'Pris' } })).status, 404);
    assert.equal((await call('agent', `/${first.id}`)).body.label, first.label);
  });

  test('validation: label required and bounded, skills of the company only', async () => {
    const empty = await call('manager', '/', { body: { label: '   ' } });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body.label, ['required']);
    const long = await call('manager', '/', { body: { label: 'x'.repeat(129) } });
    assert.deepEqual(long.body.label, ['too_long']);
    const foreign = await call('manager', '/', { body: { label: 'Ailleurs', skills: [strangerSkill] } });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.skills, ['unknown_skill']);
    assert.equal(
      (await api(server.url, `${BASE}/`, { raw: '{', token: tokens.manager })).body.error,
      'invalid_json',
    );
  });
});

describe('contact reasons: the settings list', () => {
  type Page = { results: ContactReason[]; count: number };
  const page = async (who: string, query: string) => {
    const answer = await call(who, `/?${query}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as unknown as Page;
  };

  test('paged when the caller pages: searched, ordered, counted; the plain list is unchanged', async () => {
    const labels = (p: Page) => p.results.map((r) => r.label);
    assert.deepEqual(labels(await page('manager', 'offset=0&limit=2')), ['Autre', 'Question produit']);
    assert.equal((await page('manager', 'offset=0&limit=2')).count, 3);
    assert.deepEqual(labels(await page('manager', 'ordering=-label&limit=20')), [
      'Réclamation',
      'Question produit',
      'Autre',
    ]);
    assert.deepEqual(labels(await page('manager', 'search=RECLAM&offset=0')), ['Réclamation']);
    assert.deepEqual(labels(await page('manager', 'skill=2&limit=20')), []);
    assert.deepEqual(labels(await page('agent2', 'limit=20')), []);
    const unknown = await call('manager', '/?ordering=skills&limit=20');
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body.ordering, ['invalid']);
    // The close dialog asks without paging and still reads a plain array.
    assert.ok(Array.isArray((await call('manager', '/?skill=1')).body));
  });
});

describe('contact reasons: scope and duplicates', () => {
  test("sub-accounts must be the company's; a label differing in case only is a duplicate", async () => {
    const db = server.context.db;
    const mine = await db
      .insertInto('subaccounts')
      .values({ company_id: 1, name: `Boutique ${randomUUID()}`, skills: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await call('manager', '/', { body: { label: 'Livraison', subaccounts: [mine.id] } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.subaccounts, [mine.id]);
    const foreign = await call('manager', '/', { body: { label: 'Ailleurs', subaccounts: [999_999] } });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.subaccounts, ['unknown_subaccount']);
    const twin = await call('manager', '/', { body: { label: 'LIVRAISON' } });
    assert.equal(twin.body.error, 'already_exists');
    assert.deepEqual(twin.body.label, ['already_exists']);
    // Nothing of the refused calls was kept.
    const all = (await call('manager', '/')).body as unknown as ContactReason[];
    assert.deepEqual(
      all.filter((r) => ['Ailleurs', 'LIVRAISON'].includes(r.label)),
      [],
    );
    assert.equal((await call('manager', `/${created.body.id}`, { method: 'DELETE' })).status, 204);
  });
});

describe('contact reasons: save-event', () => {
  test('the agent of a closed room must give a reason, then it is recorded in the room', async () => {
    const uuid = await closedRoom();
    const reasons = (await call('agent', '/?skill=1')).body as unknown as ContactReason[];
    const none = await call('agent', '/save-event', {
      body: { comment: '', contact_reasons: [], room_event: uuid },
    });
    assert.equal(none.status, 400);
    assert.deepEqual(none.body.contact_reasons, ['contact_reason_required']);

    const chosen = reasons.filter((r) => r.label !== 'Autre').map((r) => r.id);
    const saved = await call('agent', '/save-event', {
      body: { comment: 'Client satisfait', contact_reasons: chosen, room_event: uuid },
    });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.labels, ['Question produit', 'Réclamation']);
    const update = (await agentSock.next(roomUpdate(uuid, 'closed'))).data as Room;
    assert.ok(update.uuid === uuid);
    const room = await agentSock.call<Room>('get_room', { uuid });
    assert.equal(room.infos.contact_reason, 'Question produit, Réclamation');
    const stored = await server.context.db
      .selectFrom('contact_reason_events')
      .selectAll()
      .where('room_uuid', '=', uuid)
      .execute();
    assert.equal(stored.length, 1);
    assert.equal(stored[0]?.comment, 'Client satisfait');
  });

  test('refusals: an open room, unknown reasons, other agents and companies', async () => {
    const visitor = await openVisitor(server, 1, 'Omar');
    await agentSock.call('take_room', { room: visitor.uuid });
    const [reason] = (await call('agent', '/?skill=1')).body as unknown as ContactReason[];
    assert.ok(reason);
    const body = { comment: '', contact_reasons: [reason.id], room_event: visitor.uuid };
    const open = await call('agent', '/save-event', { body });
    assert.deepEqual(open.body.room_event, ['room_not_closed']);
    await agentSock.call('close_room', { room: visitor.uuid });
    await visitor.socket.close();

    const unknown = await call('agent', '/save-event', { body: { ...body, contact_reasons: [999_999] } });
    assert.deepEqual(unknown.body.contact_reasons, ['unknown_contact_reason']);
    // agent2 (Sales) does not see a Support room; another company does not either.
    assert.equal((await call('agent2', '/save-event', { body })).status, 404);
    assert.equal((await call('stranger', '/save-event', { body })).status, 404);
    const invalid = await call('agent', '/save-event', { body: { contact_reasons: 'x', room_event: '' } });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.body.contact_reasons && invalid.body.room_event);
    // A manager with the skill may give the reasons for any room.
    assert.equal((await call('manager', '/save-event', { body })).status, 201);
  });
});
