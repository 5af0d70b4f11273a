// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOG_RESOURCE_NAMES } from '../../../src/domain/logResourceNames';
import { RESOURCES } from '../../../src/domain/resources';
import { admin } from '../../../src/i18n/tr/admin';
import { adminScreens } from '../../../src/i18n/tr/adminScreens';

const serverDir = resolve(__dirname, '../../../server');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : name.endsWith('.ts') ? [path] : [];
  });

/** The names the server writes to the activity log under this key, read from its writeActivity calls. */
const writtenNames = (key: 'action' | 'resource'): Set<string> => {
  const names = new Set<string>();
  for (const file of sourcesUnder(serverDir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(new RegExp(`\\b${key}:\\s*'([a-zA-Z_-]+)'`, 'g'))) names.add(m[1]!);
  }
  return names;
};

describe('activity log action labels', () => {
  it('every action the server writes has a Turkish label on the log screen (CSV import included)', () => {
    const actions = writtenNames('action');
    // The client's own events (a record viewed, downloaded, printed) are written under their names.
    for (const event of Object.keys(admin.log.clientEvents)) actions.add(event);
    expect(actions).toContain('import');
    expect(actions.size).toBeGreaterThan(10);
    const labels: Record<string, string> = adminScreens.activityLogs.actions;
    expect([...actions].filter((a) => !labels[a])).toEqual([]);
    expect(labels.import).toBe('İçe aktarma');
  });

  it('every resource the server logs, declared or not, has a Turkish name for the filter and the CSV', () => {
    const resources = writtenNames('resource');
    expect(resources).toContain('projectStep');
    for (const decl of RESOURCES) resources.add(decl.log);
    expect([...resources].filter((r) => !LOG_RESOURCE_NAMES[r])).toEqual([]);
    // Named in the singular where logNames says so; a declaration's label otherwise.
    expect(LOG_RESOURCE_NAMES.job).toBe('İş');
  });
});
