import { performance } from 'node:perf_hooks';
const t0 = performance.now();
const { startTestServer } = await import('/work/main/packages/server/src/test/helpers.ts');
const t1 = performance.now();
const c0 = process.cpuUsage();
for (let i = 0; i < 3; i++) {
  const s = performance.now();
  const server = await startTestServer({ seed: true } as never);
  const m = performance.now();
  await server.close();
  console.log('start', (m - s).toFixed(0), 'close', (performance.now() - m).toFixed(0));
}
const c = process.cpuUsage(c0);
console.log('import', (t1 - t0).toFixed(0), 'cpu', (c.user + c.system) / 1000);
