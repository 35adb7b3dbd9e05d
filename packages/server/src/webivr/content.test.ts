import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  WEBIVR_FIELD_KINDS,
  type WebivrFaq,
  type WebivrForm,
  type WebivrTemplate,
  type WebivrTheme,
} from '@omnicanal/api';
import readXlsxFile from 'read-excel-file/node';
import { createCompany, createSkill } from '../core/repo.ts';
import { signInDemo, startTestServer, type TestServer } from '../test/helpers.ts';
import { recordSubmission } from './submissions.ts';
import { type Call, caller, newAccount, smallMenu } from './testing.ts';

let server: TestServer;
let call: Call;
const tokens: Record<string, string> = {};
const SUPPORT = 1;
/** A FAQ of another company. */
let foreignFaq: number;
let foreignSkill: number;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
  Object.assign(tokens, await signInDemo(server, 'agent', 'manager', 'admin'));
  call = caller(server, tokens);
  const other = await createCompany(server.context.db, { name: 'Autre société' });
  foreignSkill = await createSkill(server.context.db, other.id, 'Secret');
  const faq = await server.context.db
    .insertInto('webivr_faqs')
    .values({ company_id: other.id, skill_id: null, label: 'Secret' })
    .returning('id')
    .executeTakeFirstOrThrow();
  foreignFaq = faq.id;
});
after(() => server.stop());

describe('web IVR FAQs', () => {
  test('a manager adds, reads, changes and removes a FAQ', async () => {
    const added = await call('/faqs', {
      body: { label: 'Horaires', skill: SUPPORT, content: 'De 9 h à 18 h.' },
    });
    assert.equal(added.status, 200);
    const faq = added.body as unknown as WebivrFaq;
    assert.equal(faq.skill, SUPPORT);
    const changed = await call(`/faqs/${faq.id}`, {
      body: { label: 'Horaires', skill: null, content: '<b>9 h</b>' },
    });
    assert.equal(changed.body.content, '<b>9 h</b>', 'kept as typed: the visitor side renders it as text');
    assert.ok(((await call('/faqs')).body as unknown as WebivrFaq[]).some((f) => f.id === faq.id));
    assert.equal((await call(`/faqs/${faq.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call(`/faqs/${faq.id}`)).status, 404);
  });

  test("another company's FAQ and skill are unknown here; an agent is refused", async () => {
    assert.equal((await call(`/faqs/${foreignFaq}`)).status, 404);
    assert.equal((await call(`/faqs/${foreignFaq}`, { body: { label: 'Pris' } })).status, 404);
    assert.equal((await call(`/faqs/${foreignFaq}`, { method: 'DELETE' })).status, 404);
    const refused = await call('/faqs', { body: { label: 'X', skill: foreignSkill } });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.skill, ['not_found']);
    assert.equal((await call('/faqs', { who: 'agent' })).status, 403);
    const kept = await server.context.db
      .selectFrom('webivr_faqs')
      .select('label')
      .where('id', '=', foreignFaq)
      .executeTakeFirst();
    assert.equal(kept?.label, 'Secret');
  });
});

const field = (kind: string, i: number, patch: Record<string, unknown> = {}) => ({
  kind,
  label: `Champ ${kind}`,
  identifier: `f_${i}`,
  order: i,
  ...(['select', 'select_multiple', 'checkbox', 'radio'].includes(kind)
    ? {
        choices: [
          { label: 'B', value: 'b', order: 2, weight: 3 },
          { label: 'A', value: 'a', order: 1, weight: 5 },
        ],
      }
    : {}),
  ...patch,
});

describe('web IVR forms', () => {
  test('a form holds the 13 field kinds in order; emails go in comma-joined and come back as a list', async () => {
    const fields = WEBIVR_FIELD_KINDS.map((kind, i) => field(kind, WEBIVR_FIELD_KINDS.length - i));
    const saved = await call('/forms', {
      body: {
        label: 'Contact',
        skill: SUPPORT,
        notification_emails: 'Ventes@exemple.fr, support@exemple.fr',
        button_label: 'Envoyer',
        api_url: 'https://crm.exemple.fr/leads',
        api_method: 'POST',
        api_headers: { 'X-Token': 'abc' },
        api_body: '{"email":"{{email}}"}',
        fields,
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const form = saved.body as unknown as WebivrForm;
    assert.deepEqual(form.notification_emails, ['ventes@exemple.fr', 'support@exemple.fr']);
    assert.deepEqual(
      form.fields.map((f) => f.kind),
      [...WEBIVR_FIELD_KINDS].reverse(),
    );
    assert.deepEqual(
      form.fields.map((f) => f.order),
      [...form.fields.keys()],
    );
    assert.deepEqual(form.api_headers, { 'X-Token': 'abc' });
    const select = form.fields.find((f) => f.kind === 'select');
    assert.deepEqual(
      select?.choices.map((c) => [c.label, c.weight]),
      [
        ['A', 0],
        ['B', 0],
      ],
    );
    assert.deepEqual((await call(`/forms/${form.id}`)).body, saved.body);
  });

  test('weights are kept whole when the field uses them, and refused when not whole', async () => {
    const ok = await call('/forms', {
      body: { label: 'Score', fields: [field('radio', 0, { use_weight: true, weight: 4 })] },
    });
    const radio = (ok.body as unknown as WebivrForm).fields[0];
    assert.equal(radio?.weight, 4);
    assert.deepEqual(
      radio?.choices.map((c) => c.weight),
      [5, 3],
    );
    const refused = await call('/forms', {
      body: { label: 'Score', fields: [field('range', 0, { use_weight: true, weight: 1.5 })] },
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body['fields.0.weight'], ['invalid']);
  });

  test('bad input is refused on its field and saves nothing', async () => {
    const before = Number(
      (
        await server.context.db
          .selectFrom('webivr_forms')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const body of [
      { label: 'X', notification_emails: 'a@exemple.fr, pas-un-email', fields: [] },
      { label: 'X', fields: [field('select', 0, { choices: [] })] },
      { label: 'X', fields: [field('text', 0), field('email', 1, { identifier: 'f_0' })] },
      { label: 'X', api_url: 'ftp://exemple.fr', fields: [] },
      { label: 'X', fields: [field('color', 0)] },
    ])
      assert.equal((await call('/forms', { body })).status, 400, JSON.stringify(body));
    const after = Number(
      (
        await server.context.db
          .selectFrom('webivr_forms')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    assert.equal(after, before);
  });

  test('a change replaces the fields; a removed form is gone', async () => {
    const form = (
      await call('/forms', { body: { label: 'Court', fields: [field('text', 0), field('email', 1)] } })
    ).body as unknown as WebivrForm;
    const changed = await call(`/forms/${form.id}`, { body: { label: 'Court', fields: [field('date', 0)] } });
    assert.deepEqual(
      (changed.body as unknown as WebivrForm).fields.map((f) => f.kind),
      ['date'],
    );
    assert.equal((await call(`/forms/${form.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call(`/forms/${form.id}`)).status, 404);
    assert.equal((await call('/forms', { who: 'agent' })).status, 403);
  });
});

describe('web IVR templates and themes', () => {
  test("a template saves a web IVR's menu; a working version starts again from it", async () => {
    const source = await newAccount(call, SUPPORT, 'Modèle');
    await smallMenu(call, source.id);
    const saved = await call('/templates', {
      body: { name: 'Accueil standard', skill: SUPPORT, account: source.id },
    });
    assert.equal(saved.status, 200);
    const template = saved.body as unknown as WebivrTemplate;
    assert.equal(template.nodes, 3);
    const target = await newAccount(call, SUPPORT, 'Cible');
    const started = await call(`/accounts/${target.id}/versions`, { body: { template_id: template.id } });
    assert.equal(started.status, 200);
    assert.equal((await call(`/accounts/${target.id}/nodes`)).body.length, 3);
    const renamed = await call(`/templates/${template.id}`, { body: { name: 'Accueil', skill: SUPPORT } });
    assert.equal(renamed.body.nodes, 3);
    const unknown = await call('/templates', { body: { name: 'X', account: 999999 } });
    assert.deepEqual(unknown.body.account, ['not_found']);
    assert.equal((await call(`/templates/${template.id}`, { method: 'DELETE' })).status, 204);
    assert.equal(
      (await call(`/accounts/${target.id}/versions`, { body: { template_id: template.id } })).status,
      400,
    );
  });

  test('a theme holds CSS custom properties only; a web IVR may use it', async () => {
    const saved = await call('/themes', {
      body: { label: 'Sombre', settings: { '--oc-webivr-accent': '#0a7' } },
    });
    assert.equal(saved.status, 200);
    const theme = saved.body as unknown as WebivrTheme;
    const refused = await call('/themes', { body: { label: 'X', settings: { color: 'red' } } });
    assert.equal(refused.status, 400);
    const injected = await call('/themes', { body: { label: 'X', settings: { '--oc-a': 'red;}</style>' } } });
    assert.equal(injected.status, 400);
    const account = await call('/accounts', {
      body: { label: 'Thème', skill: SUPPORT, theme: theme.id },
      who: 'admin',
    });
    assert.equal(account.body.theme, theme.id);
    assert.equal((await call(`/themes/${theme.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call(`/accounts/${account.body.id}`)).body.theme, null);
  });
});

describe('web IVR forms export', () => {
  test('GET /forms/xlsx-export is a real .xlsx of the submissions, one column per field', async () => {
    const form = (
      await call('/forms', {
        body: {
          label: 'Rappel',
          fields: [field('text', 0, { label: 'Nom' }), field('checkbox', 1, { label: 'Sujets' })],
        },
      })
    ).body as unknown as WebivrForm;
    await recordSubmission(server.context.db, form.id, null, { f_0: 'Camille <b>', f_1: ['a', 'b'] });
    const response = await fetch(`${server.url}/api/webivr/forms/xlsx-export?form=${form.id}`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    });
    assert.equal(response.status, 200);
    assert.equal(
      response.headers.get('content-type'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [sheet] = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
    assert.equal(sheet?.sheet, 'Rappel');
    assert.deepEqual(sheet?.data[0]?.slice(1), ['Nom', 'Sujets']);
    assert.deepEqual(sheet?.data[1]?.slice(1), ['Camille <b>', 'a, b']);
    const agent = await fetch(`${server.url}/api/webivr/forms/xlsx-export`, {
      headers: { authorization: `Bearer ${tokens.agent}` },
    });
    assert.equal(agent.status, 403);
    const unknown = await fetch(`${server.url}/api/webivr/forms/xlsx-export?form=999999`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    });
    assert.equal(unknown.status, 404);
  });
});
