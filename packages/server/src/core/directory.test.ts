import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AgentSummary, Skill } from '@omnicanal/api';
import * as v from 'valibot';
import { api, login, startTestServer, type TestServer } from '../test/helpers.ts';
import { createCompany, createSkill, createUser, grantSkill } from './repo.ts';

let server: TestServer;
let base: string;
let otherSkill = 0;
const PASSWORD = 'Autre-password-2026!';

before(async () => {
  server = await startTestServer();
  base = server.url;
  // A second company with a skill and an agent: none of it may show to the demo company.
  const db = server.context.db;
  const other = await createCompany(db, { name: 'Autre société' });
  otherSkill = await createSkill(db, other.id, 'Secret');
  const stranger = await createUser(db, {
    companyId: other.id,
    email: 'stranger@autre.test',
    password: PASSWORD,
    firstName: 'Xavier',
    lastName: 'Étranger',
    role: 'admin',
  });
  await grantSkill(db, stranger.id, otherSkill);
});
after(() => server.stop());

const Skills = v.array(Skill);
const Agents = v.array(AgentSummary);

describe('company directory (GET /api/core/skills/, /api/core/agents/)', () => {
  test('without a token or with a bad one: 401 not_authenticated', async () => {
    for (const path of ['/api/core/skills/', '/api/core/agents/', '/api/core/agents/?skill=1'])
      for (const token of [undefined, 'not-a-token']) {
        const { status, body } = await api(base, path, { token });
        assert.equal(status, 401, path);
        assert.equal(body.error, 'not_authenticated');
      }
  });

  test('skills: the company own skills only, with or without the trailing slash', async () => {
    const token = await login(base, 'agent@demo.test');
    for (const path of ['/api/core/skills/', '/api/core/skills']) {
      const { status, body } = await api(base, path, { token });
      assert.equal(status, 200, path);
      const skills = v.parse(Skills, body);
      assert.deepEqual(
        skills.map((s) => s.name),
        ['Support', 'Sales'],
      );
    }
    const stranger = await login(base, 'stranger@autre.test', PASSWORD);
    const theirs = v.parse(Skills, (await api(base, '/api/core/skills/', { token: stranger })).body);
    assert.deepEqual(
      theirs.map((s) => s.name),
      ['Secret'],
    );
  });

  test('agents: every console user of the company with their skill ids, never another company', async () => {
    const token = await login(base, 'agent@demo.test');
    const { status, body } = await api(base, '/api/core/agents/', { token });
    assert.equal(status, 200);
    const agents = v.parse(Agents, body);
    const names = agents.map((a) => `${a.first_name} ${a.last_name}`);
    assert.ok(names.includes('Alice Agent') && names.includes('Bruno Agent'), names.join());
    assert.ok(!names.includes('Xavier Étranger'));
    const bruno = agents.find((a) => a.first_name === 'Bruno');
    assert.equal(bruno?.user_role, 'agent');
    assert.equal(bruno?.pause, false);
    assert.deepEqual(bruno?.skills, [2]);
  });

  test('agents?skill= keeps the holders of that skill; another company skill matches nobody', async () => {
    const token = await login(base, 'agent2@demo.test');
    const sales = v.parse(Agents, (await api(base, '/api/core/agents/?skill=2', { token })).body);
    assert.deepEqual(sales.map((a) => a.first_name).sort(), ['Adam', 'Bruno', 'Maud']);
    const foreign = await api(base, `/api/core/agents/?skill=${otherSkill}`, { token });
    assert.equal(foreign.status, 200);
    assert.deepEqual(foreign.body, []);
  });

  test('a malformed skill filter is a 400 with the field named', async () => {
    const token = await login(base, 'agent@demo.test');
    const { status, body } = await api(base, '/api/core/agents/?skill=abc', { token });
    assert.equal(status, 400);
    assert.equal(body.error, 'invalid_payload');
    assert.ok(Array.isArray(body.skill), JSON.stringify(body));
  });
});
