import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Template, TemplatePage, TemplateQuickReplies } from '@omnicanal/api';
import { createCompany, createUser } from '../../core/repo.ts';
import { api, login, signInDemo, startTestServer, type TestServer } from '../../test/helpers.ts';
import type { TemplateProvider } from './providers/provider.ts';
import { settleReviews } from './repo.ts';

const REVIEW_MS = 5_000;
let server: TestServer;
let hosted: TestServer;
let now = Date.parse('2026-11-02T10:00:00Z');
const tokens: Record<string, string> = {};
let demoCompany: number;

const call = (who: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  api(server.url, `/api/campaigns${path}`, { ...init, token: tokens[who] });

const whatsapp = (extra: Record<string, unknown> = {}) => ({
  name: `commande_${randomUUID().slice(0, 8)}`,
  category: 'UTILITY',
  language: 'fr',
  body: { type: 'text', text: 'Bonjour {{1}}, votre commande {{2}} est prête.' },
  examples: { '1': 'Camille', '2': 'A-102' },
  ...extra,
});

const create = async (kind: string, body: Record<string, unknown>) => {
  const created = await call('manager', `/templates/${kind}`, { body });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body as unknown as Template;
};
const read = async (id: number) => (await call('manager', `/templates/${id}`)).body as unknown as Template;

before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0, clock: () => now, templateReviewMs: REVIEW_MS });
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

describe('who may use templates', () => {
  test('managers and above; agents are refused, the hosted edition has none, a stranger sees nothing', async () => {
    const template = await create('tyntec-wa', whatsapp());
    assert.equal((await call('admin', '/templates')).status, 200);
    assert.equal((await call('agent', '/templates')).status, 403);
    assert.equal((await call('agent', '/templates/sms', { body: whatsapp() })).status, 403);
    assert.equal((await api(server.url, '/api/campaigns/templates')).status, 401);
    const inHosted = await api(hosted.url, '/api/campaigns/templates', { token: tokens.hostedManager });
    assert.equal(inHosted.status, 404);

    const theirs = (await call('stranger', '/templates')).body as unknown as TemplatePage;
    assert.equal(theirs.count, 0);
    for (const [path, method] of [
      [`/templates/${template.id}`, 'GET'],
      [`/templates/${template.id}`, 'DELETE'],
      [`/templates/${template.id}/quickreplies`, 'GET'],
      [`/templates/tyntec-wa/${template.id}/submit`, 'POST'],
    ] as const)
      assert.equal((await call('stranger', path, { method })).status, 404, `${method} ${path}`);
    assert.equal(
      (await call('stranger', `/templates/tyntec-wa/${template.id}`, { body: whatsapp() })).status,
      404,
    );
    assert.equal((await read(template.id)).name, template.name, 'untouched by the stranger');
  });
});

describe('the review workflow', () => {
  test('a WhatsApp template: draft, submitted, then validated by the local provider after its delay', async () => {
    const template = await create('tyntec-wa', whatsapp());
    assert.equal(template.status, 'DRAFT');
    assert.equal(template.channel, 'whatsapp');
    assert.deepEqual(template.variables, [1, 2]);

    const submitted = await call('manager', `/templates/tyntec-wa/${template.id}/submit`, { method: 'POST' });
    assert.equal(submitted.status, 200);
    assert.equal((submitted.body as unknown as Template).status, 'SUBMITTED');
    const page = (await call('manager', '/templates?status=SUBMITTED')).body as unknown as TemplatePage;
    assert.ok(page.results.some((t) => t.id === template.id));
    assert.deepEqual(page.provider, { name: 'local', local: true });

    // In validation, it cannot change nor be submitted again.
    const changed = await call('manager', `/templates/tyntec-wa/${template.id}`, { body: whatsapp() });
    assert.equal(changed.status, 409);
    assert.equal(changed.body.error, 'template_in_review');

    now += REVIEW_MS - 1;
    assert.equal((await read(template.id)).status, 'SUBMITTED', 'not before the delay');
    now += 1;
    assert.equal((await read(template.id)).status, 'VALIDATED');
    const again = await call('manager', `/templates/tyntec-wa/${template.id}/submit`, { method: 'POST' });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'template_not_draft');

    // A change to a validated template needs a new review.
    const edited = await call('manager', `/templates/tyntec-wa/${template.id}`, {
      body: whatsapp({ name: template.name, footer: 'Merci de votre confiance' }),
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal((edited.body as unknown as Template).status, 'DRAFT');
  });

  test('the local provider refuses by its rules, with the reason; fixed and submitted again, it passes', async () => {
    const template = await create(
      'tyntec-wa',
      whatsapp({ body: { type: 'text', text: 'Votre code est {{1}}' }, examples: { '1': '1234' } }),
    );
    await call('manager', `/templates/tyntec-wa/${template.id}/submit`, { method: 'POST' });
    now += REVIEW_MS;
    const refused = await read(template.id);
    assert.equal(refused.status, 'REFUSED');
    assert.equal(refused.status_detail, 'variable_at_edge');

    const fixed = await call('manager', `/templates/tyntec-wa/${template.id}`, {
      body: whatsapp({
        name: template.name,
        body: { type: 'text', text: 'Votre code est {{1}}, valable 10 minutes.' },
        examples: { '1': '1234' },
      }),
    });
    assert.equal(fixed.status, 200);
    await call('manager', `/templates/tyntec-wa/${template.id}/submit`, { method: 'POST' });
    now += REVIEW_MS;
    assert.equal((await read(template.id)).status, 'VALIDATED');

    const shortened = await create(
      'tyntec-wa',
      whatsapp({
        body: { type: 'text', text: 'Suivez votre colis sur https://bit.ly/abc merci.' },
        examples: {},
      }),
    );
    await call('manager', `/templates/tyntec-wa/${shortened.id}/submit`, { method: 'POST' });
    now += REVIEW_MS;
    assert.equal((await read(shortened.id)).status_detail, 'link_shortener');
  });

  test('an SMS template is submitted when saved; its sender name follows the operators’ rule', async () => {
    const sms = await create('sms', whatsapp({ sms_sender: 'Boutique' }));
    assert.equal(sms.status, 'SUBMITTED');
    now += REVIEW_MS;
    assert.equal((await read(sms.id)).status, 'VALIDATED');
    const noSender = await call('manager', '/templates/sms', { body: whatsapp() });
    assert.equal(noSender.status, 400);
    assert.deepEqual(noSender.body.sms_sender, ['sms_sender_invalid']);
    // The kind of a template stays as created.
    assert.equal((await call('manager', `/templates/tyntec-wa/${sms.id}`, { body: whatsapp() })).status, 404);
  });

  test('two instances reading at once ask the provider once per due template', async () => {
    const template = await create('tyntec-wa', whatsapp());
    await call('manager', `/templates/tyntec-wa/${template.id}/submit`, { method: 'POST' });
    now += REVIEW_MS;
    let asked = 0;
    const counting: TemplateProvider = {
      name: 'counting',
      local: true,
      pollMs: REVIEW_MS,
      submit: async () => 'x',
      review: async () => {
        asked++;
        return { status: 'VALIDATED', reason: null };
      },
      remove: async () => undefined,
    };
    const db = server.context.db;
    await Promise.all([
      settleReviews(db, () => counting, demoCompany, now),
      settleReviews(db, () => counting, demoCompany, now),
    ]);
    assert.equal(asked, 1);
    assert.equal((await read(template.id)).status, 'VALIDATED');
  });
});

describe('the rules of a template, each on its field', () => {
  test('name, buttons, headers, channel accounts and duplicates are refused where they belong', async () => {
    const refusal = async (kind: string, body: Record<string, unknown>) => {
      const answer = await call('manager', `/templates/${kind}`, { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      return answer.body;
    };
    assert.deepEqual((await refusal('tyntec-wa', whatsapp({ name: 'promo-noel' }))).name, ['name_invalid']);
    const link = { type: 'url', text: 'Voir', url: 'https://example.com/commande' };
    assert.deepEqual((await refusal('tyntec-wa', whatsapp({ buttons: [link, link, link] }))).buttons, [
      'too_many_call_to_action',
    ]);
    const script = await refusal(
      'tyntec-wa',
      whatsapp({ buttons: [{ type: 'url', text: 'Voir', url: 'javascript:alert(1)' }] }),
    );
    assert.deepEqual(
      script['buttons.0.url'],
      ['url_invalid'],
      'a script link is refused on the button’s url',
    );
    assert.deepEqual(
      (
        await refusal(
          'tyntec-wa',
          whatsapp({ header: { type: 'image', url: 'https://cdn.example/h.png', width: 800, height: 800 } }),
        )
      ).header,
      ['image_ratio'],
    );
    assert.deepEqual((await refusal('tyntec-wa', whatsapp({ examples: { '1': 'Camille' } }))).examples, [
      'example_missing',
    ]);
    const toTree = { type: 'quick_reply', text: 'Oui', tree: 'suivi' };
    assert.deepEqual((await refusal('tyntec-wa', whatsapp({ buttons: [toTree] }))).channel_account, [
      'channel_account_required',
    ]);
    const telegram = await server.context.db
      .insertInto('channels')
      .values({ company_id: demoCompany, kind: 'telegram', name: 'Telegram', settings: '{}', secrets: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      (await refusal('tyntec-wa', whatsapp({ channel_account: telegram.id }))).channel_account,
      ['invalid_choice'],
    );
    assert.deepEqual((await refusal('tyntec-wa', whatsapp({ skill: 999_999 }))).skill, ['unknown_skill']);

    const first = await create('tyntec-wa', whatsapp());
    const twin = await refusal('tyntec-wa', whatsapp({ name: first.name.toUpperCase() }));
    assert.deepEqual(twin.name, ['already_exists']);
    // The same name in another language is another template.
    await create('tyntec-wa', whatsapp({ name: first.name, language: 'en' }));
  });
});

describe('quick replies and channel accounts', () => {
  test('a quick reply leads to a tree of the skill’s bot, through a WhatsApp account of the company', async () => {
    const db = server.context.db;
    const bot = await db
      .selectFrom('bots')
      .select(['skill_id', 'data'])
      .where('company_id', '=', demoCompany)
      .executeTakeFirstOrThrow();
    const tree = Object.keys(Object.values(bot.data.channels)[0]?.trees ?? {})[0] as string;
    assert.ok(tree, 'the demo bot has a tree');
    const account = await db
      .insertInto('channels')
      .values({
        company_id: demoCompany,
        kind: 'whatsapp',
        name: 'WhatsApp Boutique',
        settings: '{}',
        secrets: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const channels = (await call('manager', '/channels')).body as unknown as { id: number; kind: string }[];
    assert.ok(channels.some((c) => c.id === account.id && c.kind === 'whatsapp'));
    assert.ok(!channels.some((c) => c.kind === 'telegram'), 'only the kinds templates are sent over');

    const template = await create(
      'tyntec-wa',
      whatsapp({
        skill: bot.skill_id,
        channel_account: account.id,
        buttons: [
          { type: 'quick_reply', text: 'Suivre', tree: null },
          { type: 'quick_reply', text: 'Annuler', tree: null },
        ],
      }),
    );
    const set = await call('manager', `/templates/${template.id}/quickreplies`, {
      body: { quick_replies: [{ text: 'Suivre', tree }], fallback_tree: tree },
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    const read = (await call('manager', `/templates/${template.id}/quickreplies`))
      .body as unknown as TemplateQuickReplies;
    assert.deepEqual(read, {
      quick_replies: [
        { text: 'Suivre', tree },
        { text: 'Annuler', tree: null },
      ],
      fallback_tree: tree,
    });
    const unknownTree = await call('manager', `/templates/${template.id}/quickreplies`, {
      body: { quick_replies: [{ text: 'Suivre', tree: 'nulle-part' }] },
    });
    assert.deepEqual(unknownTree.body.buttons, ['tree_unknown']);
    const unknownReply = await call('manager', `/templates/${template.id}/quickreplies`, {
      body: { quick_replies: [{ text: 'Peut-être', tree }] },
    });
    assert.deepEqual(unknownReply.body.quick_replies, ['unknown_quick_reply']);
  });
});

describe('the list and deletion', () => {
  test('filters by kind, status and name; a deleted template is gone', async () => {
    const marker = `soldes_${randomUUID().slice(0, 6)}`;
    const sms = await create('sms', whatsapp({ name: `${marker}_sms`, sms_sender: 'Boutique' }));
    const wa = await create('tyntec-wa', whatsapp({ name: `${marker}_wa` }));
    const page = async (query: string) =>
      (
        (await call('manager', `/templates?search=${marker}${query}`)).body as unknown as TemplatePage
      ).results.map((t) => t.id);
    assert.deepEqual((await page('')).sort(), [sms.id, wa.id].sort());
    assert.deepEqual(await page('&kind=sms'), [sms.id]);
    assert.deepEqual(await page('&status=DRAFT'), [wa.id]);
    assert.equal((await call('manager', '/templates?status=NOPE')).status, 400);

    assert.equal((await call('manager', `/templates/${wa.id}`, { method: 'DELETE' })).status, 204);
    assert.equal((await call('manager', `/templates/${wa.id}`)).status, 404);
    assert.deepEqual(await page(''), [sms.id]);
  });
});
