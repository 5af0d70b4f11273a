/**
 * `npm run new-resource -- NAME [--label "Türkçe başlık"] [--permission canAccessX]`
 *
 * Scaffolds a declared resource: its declaration and schema module, its Turkish texts, its table
 * migration and an API test proving its routes answer, and lists the declaration and the
 * migration where the app reads them. The result builds, migrates and serves as it is; the
 * developer then edits the fields (declaration, schema, migration and texts side by side).
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PERMISSIONS, type Permission } from '../src/domain/permissions';
import { resourceFiles, type ResourceNames } from './newResource/templates';
import { addName, listIn } from './newResource/listIn';
import { migrationName } from './newResource/migrationName';

const root = path.resolve(import.meta.dirname, '..');

const fail = (message: string): never => {
  console.error(`new-resource: ${message}`);
  process.exit(1);
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { label: { type: 'string' }, permission: { type: 'string', default: 'canAccessSettings' } },
});
const name = positionals[0] ?? fail('usage: npm run new-resource -- NAME [--label "Başlık"] [--permission canAccessSettings]');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`'${name}': use lower-case letters, digits and dashes (e.g. materials, tool-types)`);
if (!PERMISSIONS.includes(values.permission as Permission)) fail(`unknown permission '${values.permission}' (see src/domain/permissions.ts)`);

const camel = name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const migrationsDir = path.join(root, 'server/db/migrations');
const migrationsIndex = path.join(migrationsDir, 'index.ts');
// Every migration file, listed or not yet: the new one must sort after all of them.
const landed = readdirSync(migrationsDir).filter((file) => file !== 'index.ts').map((file) => file.replace(/\.ts$/, ''));

const names: ResourceNames = {
  name,
  camel,
  table: name.replace(/-/g, '_'),
  label: values.label ?? name,
  permission: values.permission as Permission,
  migration: migrationName(name.replace(/-/g, '_'), new Date(), landed),
};

const files = resourceFiles(names);
for (const file of files) if (existsSync(path.join(root, file.path))) fail(`${file.path} already exists`);
for (const file of files) {
  writeFileSync(path.join(root, file.path), file.text);
  console.log(`created  ${file.path}`);
}

const quoted = name.includes('-') ? `'${name}'` : name;
listIn(path.join(root, 'src/domain/resources/index.ts'), {
  importLine: `import { ${camel}Resource } from './${name}';`,
  listOpen: /const DECLARED\b[^=]*= \{/,
  entry: `${quoted}: ${camel}Resource`,
});
addName(path.join(root, 'src/domain/resources/resourceNames.ts'), name);
console.log('listed   src/domain/resources/index.ts and resourceNames.ts');
listIn(migrationsIndex, {
  importLine: `import * as ${camel} from './${names.migration}';`,
  listOpen: /export const MIGRATIONS\b[^=]*= \{/,
  entry: `'${names.migration}': ${camel}`,
});
console.log('listed   server/db/migrations/index.ts');
listIn(path.join(root, 'src/i18n/tr.ts'), {
  importLine: `import { ${camel} } from './tr/${name}';`,
  listOpen: /export const tr = \{/,
  entry: camel,
});
console.log('listed   src/i18n/tr.ts');
console.log(`\nNext: edit the fields in src/domain/resources/${name}.ts, ${name}.schema.ts, the migration and src/i18n/tr/${name}.ts, then npm run typecheck && npx vitest run --project api tests/api/${name}.test.ts`);
