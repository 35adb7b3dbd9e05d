import { startServer } from './app.ts';
import { optionsFromEnv } from './config.ts';
import { DEMO_SIGN_INS } from './seed/demo.ts';

/**
 * `npm start` entry: reads the environment, migrates, seeds the demo company when
 * OMNICANAL_SEED_DEMO=1 and the database is empty, listens, and prints where everything is.
 */
async function main(): Promise<void> {
  const server = await startServer(optionsFromEnv());
  const { config, seeded } = server.context;
  const lines = [
    '',
    `Omnicanal ${config.edition} is running on ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}.`,
    `  Console:           ${server.url}/`,
    `  Demo CRM page:     ${server.url}/demo/`,
    `  API config:        ${server.url}/api/config`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? '  Demo company seeded. Sign-ins:' : '  Demo sign-ins (seeded on first start):');
    for (const s of DEMO_SIGN_INS) lines.push(`    ${s.role.padEnd(8)} ${s.email.padEnd(20)} ${s.password}`);
  }
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing connections…`);
    server.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
