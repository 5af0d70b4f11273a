import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { choiceText } from '../../../src/domain/resources/choices';
import type { FieldDeclaration, FieldKind } from '../../../src/domain/resources/declaration';
import { fill } from '../../../src/i18n/fill';
import { transfer as t } from '../../../src/i18n/tr/transfer';
import { timestamp } from '../../routes/replies';
import { formatIstanbul } from '../transfer/istanbulTime';
import { BOOLEANS, isAmbiguousNumber, parseChoice, parseDate, parseDateTime, parseId, parseNumber, unguard } from './cellReading';
import { choiceId, choiceLabelSql, isoInstant, listText } from './kindSql';

export type Parsed = { value: unknown } | { error: string };

/** How the server treats one kind of field. Adding a kind to FieldKind fails to compile until it has an entry here. */
interface ServerFieldKind {
  /** The value in the API's reply schema (resourceReplies.ts); null is allowed by the caller. */
  reply: (f: FieldDeclaration) => z.ZodType;
  /** The driver reads the column as exact text (numeric): answers carry it as a number. */
  numeric: boolean;
  /** What a form sends for "nothing": a role barred from the field may still send it so (fieldRights.ts). */
  blank: (value: unknown) => boolean;
  /** What an empty import cell means when the schema refuses null: '' (the schema's "required" answers) or absent (the default). */
  emptyCell: '' | undefined;
  /** The answer's value as SQL whose JSON is what the record mapping writes (recordJson.ts). */
  answerSql: (f: FieldDeclaration, value: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** A non-empty value as the CSV export writes it: what a Turkish user's Excel shows. */
  cell: (f: FieldDeclaration, value: unknown) => string;
  /** The same text in SQL (the export formats in the database); NULL where `cell` writes ''. */
  cellSql: (f: FieldDeclaration, value: RawBuilder<unknown>) => RawBuilder<string>;
  /** A non-empty cell (trimmed, formula guard off) back into the value a body carries; `raw` as the file had it. */
  parse: (f: FieldDeclaration, text: string, raw: string) => Parsed;
}

const empty = (value: unknown) => value == null || value === '';
const asIs = (_f: FieldDeclaration, value: RawBuilder<unknown>) => value;
const asText = (_f: FieldDeclaration, value: RawBuilder<unknown>) => sql<string>`${value}::text`;
const plain = (_f: FieldDeclaration, value: unknown) => String(value);
/** Texts keep their inner spaces and line breaks; only the guard is taken off. */
const rawText = (_f: FieldDeclaration, _text: string, raw: string): Parsed => ({ value: unguard(raw) });

/**
 * A number as Turkish Excel reads it: decimal comma, no grouping (the screens group, the file does
 * not: the import and any spreadsheet read 1234,5 one way only); money with two decimals.
 */
const numberCell = (decimals?: number) => (f: FieldDeclaration, value: unknown) => {
  const n = Number(value);
  const places = decimals ?? f.decimals;
  return Number.isFinite(n) ? (places === undefined ? String(n) : n.toFixed(places)).replace('.', ',') : String(value);
};
const numberParse = (_f: FieldDeclaration, text: string): Parsed => {
  if (isAmbiguousNumber(text)) {
    const value = text.trim();
    return { error: fill(t.ambiguousNumber, { value, grouped: value.replace('.', ''), decimal: value.replace('.', ',') }) };
  }
  const n = parseNumber(text);
  return n === undefined ? { error: t.notNumber } : { value: n };
};

/** A record's number (an id, a reference): digits as they are, never grouped or read as a fraction. */
const recordNumber: ServerFieldKind = {
  reply: () => z.number(),
  blank: empty,
  numeric: false,
  emptyCell: undefined,
  answerSql: asIs,
  cell: plain,
  cellSql: asText,
  parse: (_f, _text, raw) => {
    const id = parseId(unguard(raw));
    return id === undefined ? { error: t.notId } : { value: id };
  },
};

const text: ServerFieldKind = { reply: () => z.string(), blank: empty, numeric: false, emptyCell: '', answerSql: asIs, cell: plain, cellSql: asText, parse: rawText };

/** The server's one switch on a field's kind: replies, answers, CSV export and import ask this table. */
export const FIELD_KINDS = {
  text,
  longText: text,
  number: {
    reply: () => z.number(),
    blank: empty,
    numeric: true,
    emptyCell: undefined,
    answerSql: asIs,
    cell: numberCell(),
    cellSql: (f, value) =>
      f.decimals === undefined ? sql<string>`replace(trim_scale(${value}::numeric)::text, '.', ',')` : sql<string>`replace(round(${value}::numeric, ${sql.lit(f.decimals)})::text, '.', ',')`,
    parse: numberParse,
  },
  money: {
    reply: () => z.number(),
    // The price inputs of a role that may not set prices send 0.
    blank: (value) => empty(value) || value === 0,
    numeric: true,
    emptyCell: undefined,
    answerSql: asIs,
    cell: numberCell(2),
    cellSql: (_f, value) => sql<string>`replace(round(${value}::numeric, 2)::text, '.', ',')`,
    parse: numberParse,
  },
  date: {
    reply: () => timestamp,
    blank: empty,
    numeric: false,
    emptyCell: undefined,
    // `date` columns are ISO days in JSON already.
    answerSql: asIs,
    cell: (_f, value) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return m ? `${m[3]}.${m[2]}.${m[1]}` : String(value);
    },
    cellSql: (_f, value) => sql<string>`to_char(${value}::date, 'DD.MM.YYYY')`,
    parse: (_f, text) => {
      const day = parseDate(text);
      return day === undefined ? { error: t.notDate } : { value: day };
    },
  },
  dateTime: {
    reply: () => timestamp,
    blank: empty,
    numeric: false,
    emptyCell: undefined,
    answerSql: (_f, value) => isoInstant(value),
    cell: (_f, value) => {
      const d = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(d.getTime()) ? String(value) : formatIstanbul(d);
    },
    cellSql: (_f, value) => sql<string>`to_char(${value}::timestamptz at time zone 'Europe/Istanbul', 'DD.MM.YYYY HH24:MI')`,
    parse: (_f, text) => {
      const iso = parseDateTime(text);
      return iso === undefined ? { error: t.notDate } : { value: iso };
    },
  },
  choice: {
    reply: (f) => {
      const ids = f.choices?.map((c) => c.id) ?? [];
      return ids.length ? z.enum(ids as [string, ...string[]]) : z.string();
    },
    blank: empty,
    numeric: false,
    emptyCell: undefined,
    answerSql: choiceId,
    // The label every screen shows (choices.ts), so the file reads as the list does.
    cell: choiceText,
    cellSql: choiceLabelSql,
    parse: (f, text) => {
      const id = parseChoice(f, text);
      return id === undefined ? { error: fill(t.notChoice, { value: text.slice(0, 40) }) } : { value: id };
    },
  },
  boolean: {
    reply: () => z.boolean(),
    blank: empty,
    numeric: false,
    emptyCell: undefined,
    answerSql: asIs,
    cell: (_f, value) => (value === true || value === 'true' ? t.yes : t.no),
    cellSql: (_f, value) => sql<string>`case when ${value} is null or ${value}::text = '' then null when ${value}::text = 'true' then ${t.yes}::text else ${t.no}::text end`,
    parse: (_f, text) => {
      const b = BOOLEANS[text.toLocaleLowerCase('tr')];
      return b === undefined ? { error: t.notBoolean } : { value: b };
    },
  },
  id: recordNumber,
  reference: recordNumber,
  list: {
    reply: () => z.array(z.unknown()),
    blank: empty,
    numeric: false,
    emptyCell: undefined,
    answerSql: asIs,
    // Its items' names joined (a job's operations); import leaves lists alone.
    cell: (_f, value) =>
      Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? String((item as { name?: unknown }).name ?? '') : String(item))).join(', ') : '',
    cellSql: (_f, value) => listText(value),
    parse: rawText,
  },
  object: { reply: () => z.record(z.string(), z.unknown()), blank: empty, numeric: false, emptyCell: undefined, answerSql: asIs, cell: plain, cellSql: asText, parse: rawText },
} satisfies Record<FieldKind, ServerFieldKind>;

/** The entry of a field's kind. */
export const fieldKind = (f: FieldDeclaration): ServerFieldKind => FIELD_KINDS[f.kind];
