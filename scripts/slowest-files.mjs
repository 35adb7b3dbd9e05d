import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { isMain } from './lib.mjs';

/**
 * The ten test files of a node:test run that took longest, each as the sum of its top-level tests
 * and suites (a suite's hooks included): the unit stage's time is theirs, so this is where to look
 * first when it grows.
 *
 * As a reporter (scripts/unit.mjs adds it beside the spec one) it appends each top-level result to
 * the file named by SLOWEST_FILES_LOG, synchronously: the runner exits as soon as the tests end
 * (`--test-force-exit`), before a reporter's last output would be written. Run as a script with that
 * file, it prints the summary.
 */
export default async function* slowestFilesReporter(source) {
  const log = process.env.SLOWEST_FILES_LOG;
  for await (const event of source) {
    if (!log || (event.type !== 'test:pass' && event.type !== 'test:fail')) continue;
    const { file, name, nesting, details } = event.data;
    if (nesting !== 0 || !file || typeof details?.duration_ms !== 'number') continue;
    // Files sharing a process (scripts/unit-bundle.mjs) are each one suite named after the file.
    const key = /\.test\.[cm]?[jt]sx?$/.test(name) ? name : file;
    appendFileSync(log, `${JSON.stringify([key, details.duration_ms])}\n`);
  }
  yield '';
}

/** A bundled file is named after its source (scripts/unit-bundle.mjs): `012-server-agents-socket.test.mjs`. */
const shortName = (file) =>
  file.includes('/.cache/unit/')
    ? basename(file)
        .replace(/^\d+-/, '')
        .replace(/\.mjs$/, '')
    : relative(process.cwd(), file);

/** The summary of a log written by the reporter: the ten slowest files, slowest first. */
export function slowestFiles(logFile, count = 10) {
  if (!existsSync(logFile)) return '';
  const perFile = new Map();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line) continue;
    const [file, ms] = JSON.parse(line);
    perFile.set(file, (perFile.get(file) ?? 0) + ms);
  }
  const rows = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, count);
  if (rows.length === 0) return '';
  return [
    'slowest test files (sum of their top-level tests):',
    ...rows.map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${shortName(file)}`),
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const summary = slowestFiles(process.argv[2] ?? '');
  if (summary) console.log(summary);
}
