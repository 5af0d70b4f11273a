// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const src = join(root, 'src');

/** Every module specifier a source names: static and type imports, re-exports, dynamic import(). */
const specifiersOf = (text: string): string[] => {
  const found: string[] = [];
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]!);
  return found;
};

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

const resolveRelative = (from: string, spec: string): string | null => {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
};

const isUnder = (path: string, dir: string) => path.startsWith(dir + sep);
const nodeModules = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const isReact = (spec: string) => /^(react|react-dom|react-admin|ra-[\w-]+|@mui\/[\w-]+|@emotion\/[\w-]+)(\/|$)/.test(spec);
const isNode = (spec: string) => spec.startsWith('node:') || nodeModules.has(spec.split('/')[0]!);

/** The domain's files and every file they reach by relative import, each with its bare imports. */
const domainClosure = (): Map<string, string[]> => {
  const seen = new Map<string, string[]>();
  const queue = sourcesUnder(join(src, 'domain'));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const specs = specifiersOf(readFileSync(file, 'utf8'));
    seen.set(file, specs.filter((s) => !s.startsWith('.')));
    for (const spec of specs.filter((s) => s.startsWith('.'))) {
      const target = resolveRelative(file, spec);
      if (target) queue.push(target);
    }
  }
  return seen;
};

describe('the house rules, read from the files', () => {
  it('finds every kind of import the rules look at', () => {
    const sample = `import a from 'x1';\nimport type { B } from "x2";\nexport * from './x3';\nimport './x4';\nconst c = () => import('./x5');`;
    expect(specifiersOf(sample)).toEqual(['x1', 'x2', './x3', './x4', './x5']);
    expect([isReact('react'), isReact('@mui/material/Box'), isReact('react-admin'), isReact('reactive')]).toEqual([true, true, true, false]);
    expect([isNode('node:fs'), isNode('crypto'), isNode('fs/promises'), isNode('zod')]).toEqual([true, true, true, false]);
  });

  it('no file under src/resources imports from src/custom', () => {
    const files = sourcesUnder(join(src, 'resources'));
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => isUnder(resolve(dirname(file), spec), join(src, 'custom')))
        .map((spec) => `${relative(root, file)} → ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it("every dialog is the app's own (src/ui/Dialog: the browser's back closes it), not MUI's directly", () => {
    const files = sourcesUnder(src);
    const offending = files
      .filter((file) => file !== join(src, 'ui', 'Dialog.tsx'))
      .filter((file) => specifiersOf(readFileSync(file, 'utf8')).includes('@mui/material/Dialog'))
      .map((file) => relative(root, file));
    expect(offending).toEqual([]);
  });

  it('src/domain, and everything it imports, uses neither React nor Node modules', () => {
    const closure = domainClosure();
    expect(closure.size).toBeGreaterThan(10);
    const offending = [...closure].flatMap(([file, bare]) =>
      bare.filter((spec) => isReact(spec) || isNode(spec)).map((spec) => `${relative(root, file)} → ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
