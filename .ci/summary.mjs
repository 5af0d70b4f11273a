// Adds up what vitest and Playwright reported in the CI logs given as arguments and prints
// one plain closing line: "summary: N passed, N failed, N skipped". Above it, each failed test
// and what its report said (the error, expected and found, the test's lines): only the end of
// a CI log is shown afterwards, and the reports themselves are far above it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ANSI = /\u001b\[[0-9;]*m/g;
const total = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests' own lines, so the closing lines of a long log name them. */
const failures = [];
/** What each failure said (the error, what was expected and found, where), read from its report block. */
const reasons = [];
// A report block opens with Playwright's "  1) tests/e2e/x.spec.ts:12:1 › name" or vitest's "FAIL  file > test".
const BLOCK = /^\s+\d+\) \S|^\s*FAIL\s/;
const SAYS = /^\s*(\w*Error:|Expected|Received|Locator|Timeout|(at|❯) (\S+ \()?\S*tests\/)/;

for (const file of process.argv.slice(2)) {
  const lines = readFileSync(file, 'utf8').replace(ANSI, '').split('\n');
  const step = path.basename(file, '.log');
  let block = null;
  for (const line of lines) {
    if (BLOCK.test(line)) {
      block = { step, head: line.trim(), says: [] };
      reasons.push(block);
    } else if (block && block.says.length < 8 && SAYS.test(line)) block.says.push(line.trim().slice(0, 240));
    // Playwright's list reporter marks a failed test with ✘; vitest with × (or FAIL for a file).
    if (/^\s*(✘|×|FAIL\s)/.test(line)) failures.push(`${step}: ${line.trim()}`);
    // vitest: "      Tests  1 failed | 40 passed | 2 skipped (43)"
    const vitest = line.match(/^\s*Tests\s+(.+)\(\d+\)\s*$/);
    if (vitest) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g))
        counts[kind === 'todo' ? 'skipped' : kind] += Number(n);
      report(step, 'vitest', counts);
      continue;
    }
    // Playwright's list reporter: "  12 passed (40.1s)", "  1 failed", "  2 skipped", "  1 flaky"
    const pw = line.match(/^\s+(\d+) (passed|failed|skipped|flaky|did not run|interrupted)( \(.*\))?\s*$/);
    if (pw) {
      const kind = pw[2] === 'passed' || pw[2] === 'flaky' ? 'passed' : pw[2] === 'failed' || pw[2] === 'interrupted' ? 'failed' : 'skipped';
      report(step, 'playwright', { passed: 0, failed: 0, skipped: 0, [kind]: Number(pw[1]) });
    }
  }
}

function report(step, runner, counts) {
  for (const k of Object.keys(total)) total[k] += counts[k];
  // Not in the closing line's form, so only the total below reads as the run's result.
  console.log(`${step} (${runner}): passed ${counts.passed}, failed ${counts.failed}, skipped ${counts.skipped}`);
}

for (const line of [...new Set(failures)].slice(0, 20)) console.log(`failed test ${line}`);
for (const { step, head, says } of reasons.filter((r) => r.says.length).slice(0, 10)) {
  console.log(`why ${step}: ${head}`);
  for (const said of says) console.log(`    ${said}`);
}
console.log(`summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
