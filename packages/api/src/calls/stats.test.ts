import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHttpClient } from '../http.ts';
import {
  exportBotAnswers,
  exportGuestRecords,
  exportStatsCsv,
  exportWorkchainRuns,
  fetchDiscussionDetail,
  fetchGbaHeader,
  fetchMonitoring,
} from './stats.ts';

/** A client over the `stats` base that records each URL and answers `answer`. */
function client(answer: unknown, type = 'application/json') {
  const urls: string[] = [];
  const http = createHttpClient({
    base: () => '/api/stats',
    token: () => 't',
    fetchImpl: async (url) => {
      urls.push(String(url));
      return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': type },
      });
    },
  });
  return { http, urls };
}

test('dashboard calls send the one query shape, unset filters left out', async () => {
  const page = {
    interval: 'custom',
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-03-02T00:00:00.000Z',
    bucket: 'day',
    zone: 'Europe/Paris',
    count: 0,
    page: 2,
    page_size: 20,
    results: [],
  };
  const { http, urls } = client(page);
  const answer = await fetchDiscussionDetail(http, {
    interval: 'custom',
    dt_gt: '2026-03-01',
    dt_lt: '2026-03-01',
    skill: 3,
    agent: null,
    page: 2,
    page_size: 20,
  });
  assert.deepEqual(answer, page);
  assert.equal(
    urls[0],
    '/api/stats/stats/dashboard2_discussion_detail?interval=custom&dt_gt=2026-03-01&dt_lt=2026-03-01&skill=3&page=2&page_size=20',
  );
});

test('monitoring and the header strip take no interval; an export resolves with the CSV text', async () => {
  const strip = { running_count: 1, avg_waiting: 30, avg_running: null, avg_sat: null, avg_nps: null };
  const header = client(strip);
  assert.deepEqual(await fetchGbaHeader(header.http), strip);
  assert.equal(header.urls[0], '/api/stats/stats/gba-header');
  const monitoring = client({});
  await fetchMonitoring(monitoring.http, { skill: 2 }).catch(() => undefined);
  assert.equal(monitoring.urls[0], '/api/stats/stats/statistics?skill=2');
  const csv = client('agent,name\r\n', 'text/csv');
  assert.equal(await exportStatsCsv(csv.http, 'dashboard2export', { interval: 'today' }), 'agent,name\r\n');
  assert.equal(csv.urls[0], '/api/stats/stats/dashboard2export?interval=today');
});

test('the record exports go to their service with the dashboards’ query', async () => {
  const guests = client('at,session\r\n', 'text/csv');
  assert.equal(
    await exportGuestRecords(guests.http, 'export-events', { interval: 'today', skill: 2 }),
    'at,session\r\n',
  );
  assert.equal(guests.urls[0], '/api/stats/stats/export-events?interval=today&skill=2');
  const bot = client('at\r\n', 'text/csv');
  await exportBotAnswers(bot.http, { interval: 'lastweek' });
  assert.equal(bot.urls[0], '/api/stats/bot/df-results?interval=lastweek');
  const runs = client('run\r\n', 'text/csv');
  await exportWorkchainRuns(runs.http, { interval: 'today' });
  assert.equal(runs.urls[0], '/api/stats/stats/export?interval=today');
});
