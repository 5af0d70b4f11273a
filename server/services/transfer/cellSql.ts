import { sql, type RawBuilder } from 'kysely';
import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { fieldKind } from '../fieldKinds/fieldKinds';

/*
 * The SQL twin of cellFormat.ts and csvWriter.ts, for the export (each kind's cellSql sits beside
 * its cell in fieldKinds.ts): each row comes back from the database as one CSV-ready line, so a 1,000-row batch crosses PGlite's driver as one text value
 * instead of thousands of typed cells and JSON documents. It must write byte for byte what
 * formatCell and Papa.unparse write (tests/api/resource-transfer.test.ts compares).
 */

/** One field's value as the text formatCell makes of it; NULL where formatCell writes ''. */
export const cellSql = (f: FieldDeclaration, value: RawBuilder<unknown>): RawBuilder<string> => fieldKind(f).cellSql(f, value);

/**
 * A cell as the shared writer quotes it: always in double quotes, quotes doubled, and a leading '
 * where the first character is = + - @ tab or CR, whatever follows it (csvWriter's neutraliseFormula).
 */
const quoted = (cell: RawBuilder<unknown>) => sql<string>`'"' || replace(case
  when left(${cell}, 1) in ('=', '+', '-', '@', E'\t', E'\r') then '''' || ${cell}
  else coalesce(${cell}, '') end, '"', '""') || '"'`;

/** A row's CSV line from its cells (already text, see cellSql), ending with CRLF. */
export const csvLineSql = (cells: readonly RawBuilder<unknown>[]): RawBuilder<string> =>
  sql<string>`${sql.join(cells.map(quoted), sql`|| ';' ||`)} || E'\r\n'`;
