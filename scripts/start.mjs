import { spawn } from 'node:child_process';
import { distIsStale } from './build-state.mjs';
import { bin, ensureInstalled, ROOT, run } from './lib.mjs';

/**
 * `npm start`: from a fresh clone to a running product on one port. Installs what is missing,
 * builds the front end when `dist/` is missing or older than its sources, then runs the reference
 * server, which migrates, seeds the demo company on first start and prints the URLs and sign-ins.
 */

if (!(await ensureInstalled())) {
  console.error('npm install failed.');
  process.exit(1);
}

if (distIsStale(ROOT)) {
  console.log('Building the front end (vite build)…');
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '8080',
  OMNICANAL_SEED_DEMO: process.env.OMNICANAL_SEED_DEMO ?? '1',
};
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
// The server closes its connections on SIGINT/SIGTERM and exits; we follow with its exit code.
// (Ctrl+C in a terminal reaches it directly as well; it ignores the second signal.)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
