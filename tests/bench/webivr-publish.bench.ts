/**
 * Web IVR server benchmark (`npm run bench`, issue 18): a web IVR of BENCH_WEBIVR_NODES (2,000)
 * nodes on PGlite. Prints what the builder waits for (its account and whole menu read, one edit with
 * the snapshot it records, an undo and a redo) and a publish against the goal (≤ 2 s). Figures are
 * printed, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { signInDemo, startTestServer } from '../../packages/server/src/test/helpers.ts';
import { menuState, writeMenuState } from '../../packages/server/src/webivr/repo.ts';
import type { MenuState } from '../../packages/server/src/webivr/tables.ts';
import { caller, newAccount } from '../../packages/server/src/webivr/testing.ts';
import { recordSnapshot, visibleAccount } from '../../packages/server/src/webivr/working.ts';

const NODES = Number(process.env.BENCH_WEBIVR_NODES ?? 2_000);
const GOAL_PUBLISH_MS = 2_000;
const RUNS = 5;

/** A valid menu of about `count` nodes: pages of three choices, each leading to a FAQ or a sub-page. */
function bigMenu(count: number, faqId: number): MenuState {
  const tree = randomUUID();
  const nodes: MenuState['nodes'] = [];
  const node = (parent: string | null, action: string, data: Record<string, unknown> = {}) => {
    const id = randomUUID();
    nodes.push({
      id,
      tree_id: tree,
      parent_id: parent,
      position: nodes.length,
      action,
      label: `${action} ${nodes.length}`,
      validated: true,
      data,
    });
    return id;
  };
  const pages = [node(null, 'page')];
  while (nodes.length < count - 2) {
    const page = pages.shift() as string;
    for (let i = 0; i < 3 && nodes.length < count - 2; i++) {
      const choice = node(page, 'choice');
      if (i === 2) pages.push(node(choice, 'page'));
      else node(choice, 'faq', { faq_id: faqId });
    }
  }
  // A page left without choices is still publishable: only choices, forms and routings need a next step.
  return { trees: [{ id: tree, label: 'Principal', position: 0 }], nodes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(runs: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return median(times);
}

const server = await startTestServer({ roomTimerTickMs: 0 });
try {
  const tokens = await signInDemo(server, 'manager', 'admin');
  const call = caller(server, tokens);
  const db = server.context.db;
  const account = await newAccount(call, 1, 'Banc d’essai');
  const faq = (await call('/faqs', { body: { label: 'Horaires' } })).body as unknown as { id: number };
  const menu = bigMenu(NODES, faq.id);
  await db.transaction().execute(async (trx) => {
    await writeMenuState(trx, account.working_version, menu);
    const actor = { companyId: 1, role: 'admin', userId: 0 } as Parameters<typeof visibleAccount>[1];
    await recordSnapshot(trx, await visibleAccount(trx, actor, account.id));
  });
  const state = await menuState(db, account.working_version);
  const root = state.nodes.find((n) => n.parent_id === null)?.id as string;
  const open = await timed(RUNS, async () => {
    await call(`/accounts/${account.id}`);
    await call(`/accounts/${account.id}/menu`);
  });
  const edit = await timed(RUNS, (i) =>
    call(`/accounts/${account.id}/nodes/${root}`, {
      body: { action: 'page', label: `Accueil ${i}`, validated: true },
    }),
  );
  const undo = await timed(RUNS, () =>
    call(`/accounts/${account.id}/snapshots/apply`, { body: { mode: 'previous' } }),
  );
  const redo = await timed(RUNS, () =>
    call(`/accounts/${account.id}/snapshots/apply`, { body: { mode: 'next' } }),
  );
  const publish = await timed(RUNS, async (i) => {
    const answer = await call(`/accounts/${account.id}/publish`, { body: { label: `v${i + 1}` } });
    if (answer.status !== 200)
      throw new Error(`publish: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  });
  console.log(`web IVR, PGlite, ${state.nodes.length.toLocaleString('en')} nodes (median of ${RUNS})`);
  console.log(`  builder open (account + whole menu): ${open.toFixed(0)} ms`);
  console.log(`  one edit with its snapshot: ${edit.toFixed(0)} ms`);
  console.log(`  undo: ${undo.toFixed(0)} ms · redo: ${redo.toFixed(0)} ms`);
  console.log(
    `  publish: ${publish.toFixed(0)} ms (goal ≤ ${GOAL_PUBLISH_MS} ms, ratio ${(publish / GOAL_PUBLISH_MS).toFixed(2)})`,
  );
} finally {
  await server.stop();
}
