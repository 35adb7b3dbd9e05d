import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { AgentDetails, AgentSkillLabel, Room, SettingsPage } from '@omnicanal/api';
import { api, login, startTestServer, type TestServer } from '../../test/helpers.ts';
import { agentSocket, listUuids, openVisitor, roomUpdate } from '../../test/rooms.ts';
import { GOOD_PASSWORD, linkPath, mailsSent } from '../account/testing.ts';
import { createCompany, createUser, DEFAULT_OFFER } from '../repo.ts';
import { demoCaller, demoUserOfRole, otherCompany } from './testing.ts';

let server: TestServer;
let call: Awaited<ReturnType<typeof demoCaller>>['call'];
let tokens: Record<string, string>;
let stranger: Awaited<ReturnType<typeof otherCompany>>;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  ({ call, tokens } = await demoCaller(server, '/api/core'));
  tokens.supervisor = await demoUserOfRole(server, 'supervisor');
  stranger = await otherCompany(server, 'admin');
});
after(() => server.stop());

const as = (who: string) => tokens[who] ?? who;
const list = async (who: string, query = '') => {
  const answer = await call(as(who), `/settings/agents/${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as unknown as SettingsPage<AgentDetails>;
};
const form = (overrides: Record<string, unknown> = {}) => ({
  email: `agent-${randomUUID()}@demo.test`,
  first_name: 'Nadia',
  last_name: 'Invitée',
  user_role: 'agent',
  skills: [{ id: 1, auto_allocation: true }],
  max_rooms: 3,
  ...overrides,
});
const invite = async (who: string, overrides: Record<string, unknown> = {}) => {
  const answer = await call(as(who), '/agents/', { body: form(overrides) });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body as unknown as AgentDetails;
};
/** The path of the latest invitation mailed to `email`. */
const invitationLink = async (email: string) => {
  const mail = (await mailsSent(server)).find((m) => m.to === email);
  assert.ok(mail, `no mail to ${email}`);
  return linkPath(mail);
};
const accept = (path: string, password1 = GOOD_PASSWORD, password2 = password1) => {
  const [, , uid, token] = path.split('/');
  return api(server.url, '/api/core/invitation/accept', {
    body: {
      uid: decodeURIComponent(uid ?? ''),
      token: decodeURIComponent(token ?? ''),
      password1,
      password2,
    },
  });
};
const signIn = (email: string, password: string) =>
  api(server.url, '/api/core/user/login', { body: { email, password } });
const idOf = async (email: string) =>
  (await list('admin', `?search=${encodeURIComponent(email)}`)).results.find((a) => a.email === email)?.id;

describe('agents: access and isolation', () => {
  test('managers and up read and write; below is 403, without a token 401', async () => {
    const agent = await invite('manager');
    for (const who of ['manager', 'admin', 'owner']) {
      assert.ok((await list(who)).count >= 5, who);
      assert.equal((await call(as(who), `/agents/${agent.id}/`)).status, 200, who);
      assert.equal((await call(as(who), `/agents/${agent.id}/skills/labels`)).status, 200, who);
    }
    for (const who of ['agent', 'supervisor']) {
      const paths: [string, string, unknown?][] = [
        ['GET', '/settings/agents/'],
        ['POST', '/agents/', form()],
        ['GET', `/agents/${agent.id}/`],
        ['POST', `/agents/${agent.id}/`, form({ email: agent.email })],
        ['PUT', `/agents/${agent.id}/`],
        ['DELETE', `/agents/${agent.id}/`],
        ['GET', `/agents/${agent.id}/skills/labels`],
      ];
      for (const [method, path, body] of paths) {
        const answer = await call(as(who), path, { method, body });
        assert.equal(answer.status, 403, `${who} ${method} ${path}`);
        assert.equal(answer.body.error, 'permission_denied');
      }
    }
    assert.equal((await api(server.url, '/api/core/settings/agents/')).status, 401);
    assert.equal((await api(server.url, '/api/core/agents/', { body: form() })).status, 401);
    // The read-only directory of the transfer dialog stays a plain list every console user reads.
    const directory = await call(as('agent'), '/agents/');
    assert.equal(directory.status, 200);
    assert.ok(Array.isArray(directory.body));
  });

  test("another company's agent answers 404 everywhere and is not listed", async () => {
    const theirs = await invite(stranger.token, {
      skills: [{ id: stranger.skill, auto_allocation: false }],
    });
    for (const method of ['GET', 'PUT', 'DELETE'])
      assert.equal((await call(as('owner'), `/agents/${theirs.id}/`, { method })).status, 404, method);
    assert.equal(
      (await call(as('owner'), `/agents/${theirs.id}/`, { body: form({ email: theirs.email }) })).status,
      404,
    );
    assert.equal((await call(as('owner'), `/agents/${theirs.id}/skills/labels`)).status, 404);
    assert.ok(!(await list('owner', '?limit=100')).results.some((a) => a.id === theirs.id));
    assert.ok((await list(stranger.token)).results.some((a) => a.id === theirs.id));
    // Its skill is not ours to give.
    const bad = await call(as('admin'), '/agents/', {
      body: form({ skills: [{ id: stranger.skill, auto_allocation: false }] }),
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.skills, ['unknown_skill']);
  });

  test('ranks: no role above one’s own, never owner; a manager cannot touch an admin', async () => {
    const refused = await call(as('manager'), '/agents/', { body: form({ user_role: 'admin' }) });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'agent:forbidden');
    const owner = await call(as('owner'), '/agents/', { body: form({ user_role: 'owner' }) });
    assert.equal(owner.status, 400);
    assert.ok(owner.body.user_role);

    const admin = await invite('owner', { user_role: 'admin' });
    const edit = await call(as('manager'), `/agents/${admin.id}/`, {
      body: form({ email: admin.email, user_role: 'agent' }),
    });
    assert.equal(edit.status, 403);
    assert.equal(edit.body.error, 'agent:forbidden');
    for (const method of ['DELETE', 'PUT'])
      assert.equal(
        (await call(as('manager'), `/agents/${admin.id}/`, { method })).body.error,
        'agent:forbidden',
      );
    assert.equal((await call(as('admin'), `/agents/${admin.id}/`)).body.user_role, 'admin');

    const ownerId = await idOf('owner@demo.test');
    const managerId = await idOf('manager@demo.test');
    assert.equal((await call(as('admin'), `/agents/${ownerId}/`, { method: 'DELETE' })).status, 403);
    const self = await call(as('manager'), `/agents/${managerId}/`, { method: 'DELETE' });
    assert.equal(self.status, 403);
    assert.equal(self.body.error, 'agent:forbidden');
    assert.equal((await call(as('manager'), `/agents/${managerId}/`)).status, 200);
  });
});

describe('agents: invitation', () => {
  test('an invitation mails a link whose accept sets a password that signs in, once', async () => {
    const agent = await invite('manager', { first_name: 'Lina' });
    assert.equal(agent.user_role, 'agent');
    assert.equal(agent.invitation_pending, true);
    assert.equal(agent.has_confirm_email, false);
    assert.equal(agent.status, 5);
    assert.deepEqual(agent.skills, [{ id: 1, auto_allocation: true }]);
    assert.equal(agent.max_rooms, 3);

    const mails = (await mailsSent(server)).filter((m) => m.to === agent.email);
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.subject ?? '', /Invitation/);
    assert.match(mails[0]?.text ?? '', /Lina/);
    const path = await invitationLink(agent.email);
    assert.match(path, new RegExp(`^/invitation/${agent.uuid}/[^/]+$`));
    // Before accepting there is no password to sign in with.
    assert.equal((await signIn(agent.email, GOOD_PASSWORD)).status, 400);

    const mismatch = await accept(path, GOOD_PASSWORD, `${GOOD_PASSWORD}x`);
    assert.equal(mismatch.status, 400);
    assert.deepEqual(mismatch.body.non_field_errors, ['password.passwords_mismatch']);
    const weak = await accept(path, 'short');
    assert.equal(weak.status, 400);
    assert.ok(Array.isArray(weak.body.password1));

    const accepted = await accept(path);
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const token = (await signIn(agent.email, GOOD_PASSWORD)).body.token as string;
    assert.ok(token);
    const account = await api(server.url, '/api/core/user/account', { token });
    assert.equal(account.body.has_confirm_email, true);
    const after = (await call(as('manager'), `/agents/${agent.id}/`)).body as unknown as AgentDetails;
    assert.equal(after.invitation_pending, false);

    const again = await accept(path, 'Autre-Voilier-2027!');
    assert.equal(again.status, 400);
    assert.equal(again.body.error, 'bad_token');
    assert.equal((await signIn(agent.email, 'Autre-Voilier-2027!')).status, 400);
    const resend = await call(as('manager'), `/agents/${agent.id}/`, { method: 'PUT' });
    assert.equal(resend.status, 400);
    assert.equal(resend.body.error, 'email_already_validated');
  });

  test('resending replaces the link; an expired link is refused', async () => {
    const agent = await invite('admin');
    const first = await invitationLink(agent.email);
    const resend = await call(as('admin'), `/agents/${agent.id}/`, { method: 'PUT' });
    assert.equal(resend.status, 200);
    const second = await invitationLink(agent.email);
    assert.notEqual(second, first);
    assert.equal((await accept(first)).body.error, 'bad_token');

    await server.context.db
      .updateTable('account_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('kind', '=', 'invitation')
      .execute();
    const expired = await accept(second);
    assert.equal(expired.status, 400);
    assert.equal(expired.body.error, 'bad_token');
    assert.equal((await signIn(agent.email, GOOD_PASSWORD)).status, 400);
    // A fresh link still works while the invitation is pending.
    assert.equal((await call(as('admin'), `/agents/${agent.id}/`, { method: 'PUT' })).status, 200);
    assert.equal((await accept(await invitationLink(agent.email))).status, 200);
    assert.equal((await signIn(agent.email, GOOD_PASSWORD)).status, 200);
  });

  test('an address is used once on the whole platform; nothing is half-saved', async () => {
    const before = (await list('admin')).count;
    for (const email of [
      'agent@demo.test',
      ' AGENT2@Demo.test ',
      (
        await invite(stranger.token, {
          skills: [],
        })
      ).email,
    ]) {
      const answer = await call(as('admin'), '/agents/', { body: form({ email }) });
      assert.equal(answer.status, 400, email);
      assert.equal(answer.body.error, 'agent_email_already_used');
      assert.deepEqual(answer.body.email, ['agent_email_already_used']);
    }
    const invalid = await call(as('admin'), '/agents/', {
      body: form({ email: 'pas-une-adresse', first_name: '', max_rooms: -1 }),
    });
    assert.equal(invalid.status, 400);
    assert.deepEqual(invalid.body.email, ['invalid_email']);
    assert.deepEqual(invalid.body.first_name, ['required']);
    assert.ok(invalid.body.max_rooms);
    assert.equal((await list('admin')).count, before);

    const agent = await invite('admin');
    const taken = await call(as('admin'), `/agents/${agent.id}/`, {
      body: form({ email: 'manager@demo.test', first_name: 'Changé' }),
    });
    assert.equal(taken.body.error, 'agent_email_already_used');
    assert.equal((await call(as('admin'), `/agents/${agent.id}/`)).body.first_name, 'Nadia');
  });

  test('the offer may cap the number of agents', async () => {
    const company = await createCompany(server.context.db, {
      name: `Petite ${randomUUID()}`,
      offer: { ...DEFAULT_OFFER, max_agents: 2 },
    });
    const owner = await createUser(server.context.db, {
      companyId: company.id,
      email: `owner-${randomUUID()}@petite.test`,
      password: GOOD_PASSWORD,
      firstName: 'Petite',
      lastName: 'Owner',
      role: 'owner',
    });
    const token = await login(server.url, owner.email, GOOD_PASSWORD);
    await invite(token, { skills: [] });
    const full = await call(token, '/agents/', { body: form({ skills: [] }) });
    assert.equal(full.status, 400);
    assert.equal(full.body.error, 'max_agents_reached');
    assert.equal((await list(token)).count, 2);
  });
});

describe('agents: list, edit, labels, delete', () => {
  test('the list searches, filters by skill, orders and pages', async () => {
    const marker = randomUUID().slice(0, 8);
    await invite('admin', { first_name: `Zoé${marker}`, skills: [{ id: 2, auto_allocation: false }] });
    await invite('admin', { first_name: `Yann${marker}`, skills: [{ id: 1, auto_allocation: false }] });
    const found = await list('admin', `?search=${marker}&ordering=-first_name`);
    assert.equal(found.count, 2);
    assert.deepEqual(
      found.results.map((a) => a.first_name),
      [`Zoé${marker}`, `Yann${marker}`],
    );
    const sales = await list('admin', `?search=${marker}&skill=2`);
    assert.deepEqual(
      sales.results.map((a) => a.first_name),
      [`Zoé${marker}`],
    );
    const page = await list('admin', '?limit=2&offset=1');
    assert.equal(page.results.length, 2);
    assert.ok(page.count > 2);
    const all = await list('admin', '?limit=100');
    const agent2 = all.results.find((a) => a.email === 'agent2@demo.test');
    assert.ok(agent2 && [1, 2, 3, 4, 5].includes(agent2.status));
    assert.equal((await call(as('admin'), '/settings/agents/?ordering=nope')).status, 400);
  });

  test('an edit replaces fields, skills, groups and sub-accounts; labels name the skills', async () => {
    const group = await call(as('admin'), '/groups/', {
      body: { name: `Groupe ${randomUUID()}`, skills: [1] },
    });
    const sub = await call(as('admin'), '/subaccounts/', {
      body: { name: `Sous ${randomUUID()}`, skills: [] },
    });
    const agent = await invite('manager');
    const edited = await call(as('manager'), `/agents/${agent.id}/`, {
      body: form({
        email: agent.email,
        first_name: 'Renommée',
        user_role: 'manager',
        skills: [
          { id: 2, auto_allocation: false },
          { id: 1, auto_allocation: true },
        ],
        groups: [group.body.id],
        subaccounts: [sub.body.id],
        max_rooms: 7,
        want_notif: false,
        notif_new_msg_sound: false,
      }),
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    const read = (await call(as('manager'), `/agents/${agent.id}/`)).body as unknown as AgentDetails;
    assert.equal(read.first_name, 'Renommée');
    assert.equal(read.user_role, 'manager');
    assert.equal(read.max_rooms, 7);
    assert.equal(read.want_notif, false);
    assert.equal(read.notif_new_msg_sound, false);
    assert.deepEqual(read.groups, [group.body.id]);
    assert.deepEqual(read.subaccounts, [sub.body.id]);
    const labels = (await call(as('manager'), `/agents/${agent.id}/skills/labels`))
      .body as unknown as AgentSkillLabel[];
    assert.deepEqual(labels, [
      { id: 2, name: 'Sales', auto_allocation: false },
      { id: 1, name: 'Support', auto_allocation: true },
    ]);
    const unknownGroup = await call(as('manager'), `/agents/${agent.id}/`, {
      body: form({ email: agent.email, groups: [999_999] }),
    });
    assert.equal(unknownGroup.status, 400);
    assert.equal((await call(as('manager'), `/agents/${agent.id}/`)).body.first_name, 'Renommée');
  });

  test('deleting an agent puts their open rooms back in the waiting list; they cannot sign in', async () => {
    const agent = await invite('manager', { max_rooms: 5 });
    await accept(await invitationLink(agent.email));
    const agentToken = (await signIn(agent.email, GOOD_PASSWORD)).body.token as string;
    const theirs = await agentSocket(server, agentToken);
    const watcher = await agentSocket(server, as('manager'));
    const visitor = await openVisitor(server, 1, 'Samia');
    try {
      await theirs.call('take_room', { room: visitor.uuid });
      await watcher.next(roomUpdate(visitor.uuid, 'running'));

      const deleted = await call(as('manager'), `/agents/${agent.id}/`, { method: 'DELETE' });
      assert.equal(deleted.status, 204);
      const back = (await watcher.next(roomUpdate(visitor.uuid, 'requeued'))).data as Room;
      assert.equal(back.agent, null);
      assert.ok((await listUuids(watcher, 'waiting')).includes(visitor.uuid));
      assert.equal((await call(as('manager'), `/agents/${agent.id}/`)).status, 404);
      assert.equal((await signIn(agent.email, GOOD_PASSWORD)).status, 400);
      assert.equal((await api(server.url, '/api/core/user/account', { token: agentToken })).status, 401);
      // Someone else takes the room over, with its history.
      await watcher.call('take_room', { room: visitor.uuid });
      await watcher.next(roomUpdate(visitor.uuid, 'running'));
    } finally {
      await theirs.close();
      await watcher.close();
      await visitor.socket.close();
    }
  });
});

describe('agents: addressed by uuid', () => {
  test('the screen address (uuid) reads, edits and deletes like the pk; another company’s is 404', async () => {
    const agent = await invite('admin');
    const read = await call(as('manager'), `/agents/${agent.uuid}/`);
    assert.equal(read.status, 200, JSON.stringify(read.body));
    assert.equal(read.body.id, agent.id);
    const edited = await call(as('manager'), `/agents/${agent.uuid.toUpperCase()}/`, {
      body: form({ email: agent.email, first_name: 'Nour' }),
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.first_name, 'Nour');
    assert.equal((await call(stranger.token, `/agents/${agent.uuid}/`)).status, 404);
    assert.equal((await call(as('manager'), `/agents/${randomUUID()}/`)).status, 404);
    assert.equal((await call(as('manager'), `/agents/${agent.uuid}/`, { method: 'DELETE' })).status, 204);
    assert.equal((await call(as('manager'), `/agents/${agent.id}/`)).status, 404);
  });
});
