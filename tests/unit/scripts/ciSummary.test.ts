import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The closing lines .ci/summary.mjs prints for these step logs. */
const summary = (logs: Record<string, string>) => {
  dir = mkdtempSync(path.join(tmpdir(), 'atolye-ci-summary-'));
  const files = Object.entries(logs).map(([step, text]) => {
    const file = path.join(dir, `${step}.log`);
    writeFileSync(file, text);
    return file;
  });
  return execFileSync(process.execPath, ['.ci/summary.mjs', ...files], { encoding: 'utf8' }).trim().split('\n');
};

// A Playwright failure as its list reporter writes it (the end of a long log is all CI shows).
const PLAYWRIGHT = `
  ✓  1 tests/e2e/a.spec.ts:3:1 › opens (2.0s)
  ✘  2 tests/e2e/models.spec.ts:246:1 › back and forward follow (34.6s)

  1) tests/e2e/models.spec.ts:246:1 › back and forward follow

    Error: expect(locator).toHaveAttribute(expected) failed

    Locator: getByRole('dialog', { name: 'Mil.step' }).getByTestId('model-canvas')
    Expected: "true"
    Timeout: 30000ms
    Error: element(s) not found

    Call log:
      - waiting for getByRole('dialog', { name: 'Mil.step' })

      > 110 |   await expect(viewer).toHaveAttribute('data-rendered', 'true');
        at viewerOf (/ci/tests/e2e/models.spec.ts:110:52)
        at /ci/tests/e2e/models.spec.ts:265:9

    Error Context: test-results/models-back/error-context.md

  1 failed
    tests/e2e/models.spec.ts:246:1 › back and forward follow
  1 passed (40.1s)
`;

const VITEST = `
 \u001b[31mFAIL\u001b[39m  unit  tests/unit/x.test.ts > the form > follows the schema
AssertionError: expected 1 to be 2 // Object.is equality
 ❯ tests/unit/x.test.ts:5:3

      Tests  1 failed | 3 passed | 1 skipped (5)
`;

it('adds up both runners and says why each failed test failed, under its name', () => {
  const lines = summary({ 'npm-test': PLAYWRIGHT + VITEST });
  expect(lines.at(-1)).toBe('summary: 4 passed, 2 failed, 1 skipped');
  expect(lines).toContain('failed test npm-test: ✘  2 tests/e2e/models.spec.ts:246:1 › back and forward follow (34.6s)');
  const why = lines.indexOf('why npm-test: 1) tests/e2e/models.spec.ts:246:1 › back and forward follow');
  expect(lines.slice(why + 1, why + 8)).toEqual([
    '    Error: expect(locator).toHaveAttribute(expected) failed',
    "    Locator: getByRole('dialog', { name: 'Mil.step' }).getByTestId('model-canvas')",
    '    Expected: "true"',
    '    Timeout: 30000ms',
    '    Error: element(s) not found',
    '    at viewerOf (/ci/tests/e2e/models.spec.ts:110:52)',
    '    at /ci/tests/e2e/models.spec.ts:265:9',
  ]);
  // Then the unit test's reason: the artefact's path ('Error Context: …') is not one.
  expect(lines[why + 8]).toMatch(/^why npm-test: FAIL/);
  const unit = lines.indexOf('why npm-test: FAIL  unit  tests/unit/x.test.ts > the form > follows the schema');
  expect(lines.slice(unit + 1, unit + 3)).toEqual(['    AssertionError: expected 1 to be 2 // Object.is equality', '    ❯ tests/unit/x.test.ts:5:3']);
});

it('prints no reasons when everything passed', () => {
  const lines = summary({ 'npm-test': '  ✓  1 tests/e2e/a.spec.ts:3:1 › opens (2.0s)\n\n  1 passed (3.0s)\n' });
  expect(lines).toEqual(['npm-test (playwright): passed 1, failed 0, skipped 0', 'summary: 1 passed, 0 failed, 0 skipped']);
});
