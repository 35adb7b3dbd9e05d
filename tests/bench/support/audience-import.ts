/**
 * One run of the audience import against a server child (./audience-server.ts): an audience is
 * made, a generated CSV of `rows` rows streams into it, and the figures come back: rows per second
 * of the whole upload and the server's peak resident memory during it against its memory before.
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { uploadCsv } from '../../../packages/server/src/test/csv-upload.ts';
import { audienceCsvChunks } from './audience-csv.ts';
import type { AudienceServerPeak, AudienceServerReady } from './audience-server.ts';
import { DEMO_PASSWORD, forkChild, reply, stopChild } from './server-child.ts';

export interface ImportFigures {
  rows: number;
  accepted: number;
  rejected: number;
  seconds: number;
  rowsPerSecond: number;
  /** Resident memory of the server before the upload and its peak during it, in MB. */
  rssBeforeMb: number;
  peakRssMb: number;
}

async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** One import of `rows` rows; into the empty PostgreSQL database at `databaseUrl` when given, else PGlite. */
export async function importAudience(rows: number, databaseUrl?: string): Promise<ImportFigures> {
  const child: ChildProcess = forkChild(
    'audience-server.ts',
    databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {},
  );
  try {
    const ready = await reply<AudienceServerReady>(child, 'ready');
    const { token } = (await json(`${ready.url}/api/core/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@demo.test', password: DEMO_PASSWORD }),
    })) as { token: string };
    const list = await json(`${ready.url}/api/campaigns/contacts/lists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Benchmark', kind: 'PHONE_NUMBER', language: 'fr', source: 'csv' }),
    });
    const before = await reply<AudienceServerPeak>(child, 'peak', { type: 'peak' });
    const started = performance.now();
    const answer = await uploadCsv(
      ready.url,
      token,
      { contact_list: String(list.id) },
      audienceCsvChunks(rows),
    );
    const seconds = (performance.now() - started) / 1000;
    if (answer.status !== 200) throw new Error(`import: ${answer.status} ${JSON.stringify(answer.body)}`);
    const peak = await reply<AudienceServerPeak>(child, 'peak', { type: 'peak' });
    return {
      rows,
      accepted: Number(answer.body.accepted),
      rejected: Number(answer.body.rejected),
      seconds,
      rowsPerSecond: rows / seconds,
      rssBeforeMb: before.peakRssMb,
      peakRssMb: peak.peakRssMb,
    };
  } finally {
    await stopChild(child);
  }
}

export function describeImport(figures: ImportFigures, goalRowsPerSecond: number): string[] {
  return [
    `rows ${figures.rows.toLocaleString('en')} · accepted ${figures.accepted.toLocaleString('en')} · rejected ${figures.rejected}`,
    `time ${figures.seconds.toFixed(1)} s · ${Math.round(figures.rowsPerSecond).toLocaleString('en')} rows/s ` +
      `(goal ≥ ${goalRowsPerSecond.toLocaleString('en')}: ratio ${(figures.rowsPerSecond / goalRowsPerSecond).toFixed(2)})`,
    `server memory ${figures.rssBeforeMb} MB before · peak ${figures.peakRssMb} MB during ` +
      `(+${figures.peakRssMb - figures.rssBeforeMb} MB)`,
  ];
}
