import { BODY_CLASSES, type BodyClass, type FuzzBody, generateBody } from './bodies.ts';
import type { Random } from './random.ts';
import type { AppRoute } from './routes.ts';

/** What a body fuzz run saw. */
export interface HttpFuzzReport {
  routes: number;
  sent: Record<BodyClass, number>;
  /** Time spent per class, in milliseconds (summed over concurrent requests). */
  elapsedMs: Record<BodyClass, number>;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Answers of 500 and above, with the request (first 20 kept). */
  failures: { method: string; path: string; cls: BodyClass; body: string; status: number; answer: string }[];
  failureCount: number;
  /** Times the token stopped working (a fuzzed body signed the user out) and it signed in again. */
  signIns: number;
}

async function send(base: string, token: string, b: FuzzBody): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (b.contentType) headers['content-type'] = b.contentType;
  try {
    const response = await fetch(`${base}${b.path}`, { method: b.method, headers, body: b.body });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    // The server may close a connection instead of reading a body it refuses (too large, cut off):
    // a refusal, counted apart. A server that died shows in the check after the run.
    if (!isConnectionReset(error)) throw error;
    return { status: 0, text: 'connection reset by the server' };
  }
}

function isConnectionReset(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET';
}

/**
 * Sends `count` generated bodies to `routes`, round robin over routes and body classes, signed in
 * with the token `signIn` answers (asked again when a body signed the user out).
 */
export async function fuzzRoutes(
  base: string,
  routes: readonly AppRoute[],
  count: number,
  r: Random,
  signIn: () => Promise<string>,
  concurrency = 4,
): Promise<HttpFuzzReport> {
  const report: HttpFuzzReport = {
    routes: routes.length,
    sent: Object.fromEntries(BODY_CLASSES.map((c) => [c, 0])) as Record<BodyClass, number>,
    elapsedMs: Object.fromEntries(BODY_CLASSES.map((c) => [c, 0])) as Record<BodyClass, number>,
    statuses: {},
    failures: [],
    failureCount: 0,
    signIns: 0,
  };
  let token = await signIn();
  let next = 0;
  const bodies: FuzzBody[] = [];
  for (let i = 0; i < count; i++) {
    const route = routes[i % routes.length] as AppRoute;
    // Shifted by one class per pass: a single pass already sends every class, and each route gets
    // every class over as many passes as there are classes.
    const cls = BODY_CLASSES[
      ((i % routes.length) + Math.floor(i / routes.length)) % BODY_CLASSES.length
    ] as BodyClass;
    bodies.push(generateBody(r, route, cls));
  }
  const worker = async () => {
    while (next < bodies.length) {
      const b = bodies[next++] as FuzzBody;
      const started = performance.now();
      const { status, text } = await send(base, token, b);
      report.elapsedMs[b.cls] += performance.now() - started;
      report.sent[b.cls]++;
      const key = status === 0 ? 'reset' : String(status);
      report.statuses[key] = (report.statuses[key] ?? 0) + 1;
      if (status >= 500) {
        report.failureCount++;
        if (report.failures.length < 20)
          report.failures.push({
            method: b.method,
            path: b.path.slice(0, 120),
            cls: b.cls,
            body: (b.body ?? '').slice(0, 200),
            status,
            answer: text.slice(0, 200),
          });
      }
      if (
        status === 401 &&
        (
          await send(base, token, {
            cls: 'empty',
            method: 'GET',
            path: '/api/core/user/account',
            contentType: null,
            body: null,
          })
        ).status === 401
      ) {
        token = await signIn();
        report.signIns++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
