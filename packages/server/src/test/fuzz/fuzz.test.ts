import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestServer, type TestServer } from '../helpers.ts';
import { bodyRoutes } from './routes.ts';
import { formatFuzzReport, fuzzServer } from './run.ts';

/*
 * The short fuzz run of the suite (`npm run bench` runs the long one, tests/bench/fuzz.bench.ts):
 * 2,000 generated frames over both sockets and one generated body per API route that takes one,
 * the body classes taking turns. No server error, no event stored from an invalid frame, and the server still answers.
 */

let server: TestServer;
before(async () => {
  server = await startTestServer({ roomTimerTickMs: 0 });
});
after(() => server.stop());

test('generated frames and bodies: no 500, no server_error, no event stored from an invalid frame', async () => {
  await server.app.ready();
  const routes = bodyRoutes(server.app).length;
  assert.ok(routes > 50, `only ${routes} routes with a body found`);
  const report = await fuzzServer(server, { frames: 2_000, bodies: routes, seed: 7 });
  const summary = formatFuzzReport(report);
  assert.equal(report.agent.serverErrorCount, 0, summary);
  assert.equal(report.guest.serverErrorCount, 0, summary);
  assert.equal(report.http.failureCount, 0, summary);
  assert.equal(report.eventsStoredFromInvalidFrames, 0, summary);
  assert.ok(report.alive, summary);
  // Every class was sent and answered: the run did what it says.
  for (const s of [report.agent, report.guest])
    for (const [cls, n] of Object.entries(s.sent)) assert.ok(n > 0, `no ${cls} frame sent`);
  assert.ok(
    (report.agent.answers.invalid_json ?? 0) > 0 && (report.guest.answers.unknown_command ?? 0) > 0,
    summary,
  );
});
