// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminScreens } from '../../../src/i18n/tr/adminScreens';

const serverDir = resolve(__dirname, '../../../server');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : name.endsWith('.ts') ? [path] : [];
  });

/** The actions the server writes to the activity log, read from its writeActivity calls. */
const writtenActions = (): Set<string> => {
  const actions = new Set<string>();
  for (const file of sourcesUnder(serverDir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\baction:\s*'([a-z_]+)'/g)) actions.add(m[1]!);
  }
  return actions;
};

describe('activity log action labels', () => {
  it('every action the server writes has a Turkish label on the log screen (CSV import included)', () => {
    const actions = writtenActions();
    expect(actions).toContain('import');
    expect(actions.size).toBeGreaterThan(10);
    const labels: Record<string, string> = adminScreens.activityLogs.actions;
    expect([...actions].filter((a) => !labels[a])).toEqual([]);
    expect(labels.import).toBe('İçe aktarma');
  });
});
