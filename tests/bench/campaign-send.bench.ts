/**
 * Campaign sending benchmark (`npm run bench`, issue 21): a manual WhatsApp campaign to a generated
 * audience of BENCH_CAMPAIGN_CONTACTS (100,000) contacts, at an unlimited frequency, through the
 * local channel provider: on PGlite, on PostgreSQL with two instances, and on PostgreSQL with two
 * instances of which one is killed outright (SIGKILL) once a third of the messages are delivered.
 * Each row prints messages per second (from the send to the last delivery) and the audit of the
 * database: messages written against recipients, the distinct contacts they go to (duplicates) and
 * those never delivered (missing). Figures are printed, never asserted.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { uploadCsv } from '../../packages/server/src/test/csv-upload.ts';
import { findPostgres, withPostgres } from '../../scripts/pg.mjs';
import { audienceCsvChunks } from './support/audience-csv.ts';
import type { CampaignAudit, CampaignServerReady } from './support/campaign-server.ts';
import { DEMO_PASSWORD, forkChild, reply, stopChild } from './support/server-child.ts';

const CONTACTS = Number(process.env.BENCH_CAMPAIGN_CONTACTS ?? 100_000);
const ROWS = (process.env.BENCH_ROWS ?? 'pglite,postgres-two,postgres-kill').split(',');
/** Longest wait for the last delivery: past it the row reports what is missing. */
const DEADLINE_MS = Number(process.env.BENCH_CAMPAIGN_DEADLINE_S ?? 1_800) * 1_000;

async function call(
  url: string,
  token: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/core/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A WhatsApp channel with no tier limit, a validated template, an audience: the campaign's id. */
async function prepare(url: string): Promise<{ campaign: number; token: string }> {
  const admin = await login(url, 'admin@demo.test');
  const token = await login(url, 'manager@demo.test');
  const channel = await call(url, admin, '/api/core/channels/', {
    kind: 'whatsapp',
    name: 'WhatsApp benchmark',
    skill: 2,
    settings: { phone_number: '+33 1 23 45 67 89', tier: 'unlimited' },
    secrets: { inbound_secret: 'benchmark-inbound-secret-2026' },
  });
  const template = await call(url, token, '/api/campaigns/templates/tyntec-wa', {
    name: 'benchmark',
    category: 'MARKETING',
    language: 'fr',
    channel_account: channel.id,
    body: { type: 'text', text: 'Bonjour {{1}}, votre offre vous attend.' },
    examples: { '1': 'Camille' },
  });
  await call(url, token, `/api/campaigns/templates/tyntec-wa/${template.id}/submit`, {});
  while ((await call(url, token, `/api/campaigns/templates/${template.id}`)).status !== 'VALIDATED')
    await new Promise((done) => setTimeout(done, 100));
  const list = await call(url, token, '/api/campaigns/contacts/lists', {
    name: 'Benchmark',
    kind: 'PHONE_NUMBER',
    language: 'fr',
    source: 'csv',
  });
  const imported = await uploadCsv(
    url,
    token,
    { contact_list: String(list.id) },
    audienceCsvChunks(CONTACTS),
  );
  if (imported.status !== 200) throw new Error(`import: ${imported.status}`);
  const campaign = await call(url, token, '/api/campaigns/campaigns', {
    name: 'Benchmark',
    type: 'whatsapp',
    template: template.id,
    contact_lists: [list.id],
    variables: { '1': { source: 'audience', column: 'prenom' } },
  });
  return { campaign: campaign.id as number, token };
}

interface Row {
  name: string;
  seconds: number;
  audit: CampaignAudit;
}

/**
 * Sends the campaign through the instance at `url` and waits until every recipient is delivered
 * (or the deadline), asking `auditor` (an instance that stays) what the database holds; `kill`
 * is called once a third are delivered.
 */
async function run(name: string, url: string, auditor: ChildProcess, kill?: () => void): Promise<Row> {
  const { campaign, token } = await prepare(url);
  const audit = () => reply<CampaignAudit>(auditor, 'audit', { type: 'audit', campaign });
  const started = performance.now();
  await call(url, token, `/api/campaigns/campaigns/${campaign}/send`, {});
  let killed = !kill;
  let last = await audit();
  while (performance.now() - started < DEADLINE_MS) {
    last = await audit();
    if (last.recipients > 0 && last.delivered >= last.recipients) break;
    if (!killed && last.delivered >= last.recipients / 3) {
      kill?.();
      killed = true;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return { name, seconds: (performance.now() - started) / 1000, audit: last };
}

function print(row: Row): void {
  const { audit } = row;
  console.log(`${row.name}`);
  console.log(
    `  ${audit.recipients.toLocaleString('en')} recipients · ${audit.delivered.toLocaleString('en')} delivered in ` +
      `${row.seconds.toFixed(1)} s · ${Math.round(audit.delivered / row.seconds).toLocaleString('en')} messages/s`,
  );
  console.log(
    `  messages written ${audit.messages.toLocaleString('en')} · duplicates ${audit.messages - audit.contacts} · ` +
      `missing ${audit.recipients - audit.delivered}`,
  );
}

const spawn = (env: Record<string, string>) => forkChild('campaign-server.ts', env);

console.log(`campaign send, ${CONTACTS.toLocaleString('en')} contacts, unlimited frequency, local provider`);
if (ROWS.includes('pglite')) {
  const dir = mkdtempSync(join(tmpdir(), 'omnicanal-bench-campaign-'));
  const child = spawn({ BENCH_DATA_DIR: join(dir, 'db') });
  try {
    const ready = await reply<CampaignServerReady>(child, 'ready');
    print(await run('PGlite, one instance', ready.url, child));
  } finally {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
const postgresRows = ROWS.filter((row) => row.startsWith('postgres'));
const binDir = postgresRows.length > 0 ? await findPostgres({ install: false }) : null;
if (postgresRows.length > 0 && !binDir)
  console.log('PostgreSQL is not installed here: its rows are skipped.');
if (binDir)
  await withPostgres(binDir, async (adminUrl: string) => {
    for (const row of postgresRows) {
      const name = row.replace('-', '_');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database bench_${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/bench_${name}`;
      const first = spawn({ BENCH_DATABASE_URL: url.toString() });
      const ready = await reply<CampaignServerReady>(first, 'ready');
      // The second instance joins once the first has migrated and seeded.
      const second = spawn({ BENCH_DATABASE_URL: url.toString(), BENCH_JOIN: '1' });
      await reply<CampaignServerReady>(second, 'ready');
      try {
        const kill = row === 'postgres-kill' ? () => first.kill('SIGKILL') : undefined;
        // The campaign is sent through `first`; the one that stays (`second`) is asked for the audit.
        const title =
          row === 'postgres-kill'
            ? 'PostgreSQL, two instances, one killed at a third'
            : 'PostgreSQL, two instances';
        print(await run(title, ready.url, second, kill));
      } finally {
        await stopChild(second);
        await stopChild(first);
      }
    }
  });
