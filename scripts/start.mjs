import { spawn } from 'node:child_process';
import { distIsStale, SERVER_BUNDLE, serverIsStale } from './build-state.mjs';
import { bin, ensureInstalled, ROOT, run } from './lib.mjs';

/**
 * `npm start`: from a fresh clone to a running product on one port. Installs what is missing,
 * builds the front end when `dist/` is missing or older than its sources and the server when its
 * bundle is, then runs the built server with plain Node; the server migrates, seeds the demo
 * company on first start and prints the URLs and sign-ins.
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

if (serverIsStale(ROOT)) {
  console.log('Building the server (scripts/build-server.mjs)…');
  const code = await run(process.execPath, ['scripts/build-server.mjs']);
  if (code !== 0) process.exit(code);
}

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '8080',
  OMNICANAL_SEED_DEMO: process.env.OMNICANAL_SEED_DEMO ?? '1',
};
// Source maps: a stack trace names the TypeScript file and line, not the bundle's.
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
// The server closes its connections on SIGINT/SIGTERM and exits; we follow with its exit code.
// (Ctrl+C in a terminal reaches it directly as well; it ignores the second signal.)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
