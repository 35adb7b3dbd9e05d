/**
 * What a failed stage's output says about its failures, for the summary at the end of `npm test`:
 * CI keeps only the tail of the run, and a stage beside another prints its whole output in the
 * middle (the journeys after the component tests, say), so a failure's lines were cut off.
 */

// Terminal colours and web-test-runner's progress redraws (cursor moves, line clears).
const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

// The markers of a failed test in each runner's reporter: web-test-runner ❌, Playwright ✘,
// node:test's spec reporter ✖, and the errors each prints under it.
const FAILURE = /❌|✘|✖|^\s*\d+\) |Error:|AssertionError|Timed out|timed out/;

/**
 * The lines around each failure marker of `text` (`context` after each), at most `maxLines`,
 * without colours or progress redraws; '' when the text shows no failure.
 * @param {string} text
 * @param {{ context?: number, maxLines?: number }} [options]
 */
export function failureExcerpt(text, { context = 8, maxLines = 80 } = {}) {
  const lines = text
    .replace(ESCAPES, '')
    .split('\n')
    .map((line) => line.trimEnd());
  const keep = new Set();
  lines.forEach((line, index) => {
    if (!FAILURE.test(line)) return;
    for (let i = index; i < Math.min(lines.length, index + context + 1); i += 1) keep.add(i);
  });
  const picked = [];
  let previous = -2;
  for (const index of [...keep].sort((a, b) => a - b)) {
    if (index !== previous + 1 && picked.length > 0) picked.push('  …');
    picked.push(lines[index]);
    previous = index;
  }
  if (picked.length <= maxLines) return picked.join('\n');
  return [
    ...picked.slice(0, maxLines),
    `  … ${picked.length - maxLines} more lines above in the stage's output`,
  ].join('\n');
}
