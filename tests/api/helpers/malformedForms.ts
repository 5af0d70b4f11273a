import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { extremeDate } from './malformed';

/**
 * Text as the bytes a careless client writes: UTF-8, except that a lone surrogate goes out as its
 * own three bytes (WTF-8) instead of being replaced, as Buffer.from would do.
 */
export const wtf8 = (text: string): Buffer =>
  Buffer.concat(
    (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[^]/gu) ?? []).map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) return Buffer.from([0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]);
      return Buffer.from(ch, 'utf8');
    }),
  );

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const textUnit = fc.oneof(controlChar, fc.constantFrom('a', 'İ', 'ş', ' ', '\u007f', '\u0085', '\u2028', '\uD800', '\uDC00', '\uFEFF', '\u202E', '😀'));

/** Texts a broken or hostile form sends: NUL and other control characters, lone surrogates, huge lengths. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000', 'Başlık\u0000', '\u0000Başlık', 'a\u0001b', '\u001b[31mkırmızı', '\t', '\r\n', '\b\f\v', '\u007f', 'x\u0085y',
    '\uD800', 'a\uDC00b', '\uDBFF', 'İş\uD83D', '\u202Eabc', '\uFEFF', '', ' ', '   ',
    // A part boundary written into a value: the reader must keep it text.
    '\r\n--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nsahte',
  ),
  fc.array(textUnit, { minLength: 1, maxLength: 30 }).map((units) => units.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Past every field's length limit, and past the multipart reader's 64 KB per field.
  fc.constantFrom(201, 5_001, 10_001, 65_536, 70_000).chain((n) => fc.constantFrom('x'.repeat(n), 'ş'.repeat(n), '\u0000'.repeat(Math.min(n, 2000)), `${'a'.repeat(n - 1)}\u0000`)),
);

/** A text field's bytes: the text (WTF-8), or bytes that are no UTF-8 at all. */
export const nastyFieldBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { arbitrary: nastyText.map(wtf8), weight: 6 },
  { arbitrary: fc.constantFrom([0xff, 0xfe], [0xc0, 0x80], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x41, 0x00, 0x42]).map((b) => Buffer.from(b)), weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)), weight: 1 },
);

/** A multipart/form-data body from raw field bytes and files, fields first, as the upload forms send it. */
export const multipartBytes = (fields: readonly { name: string; value: Buffer }[], files: readonly { field: string; name: string; bytes: Buffer; type: string }[]) => {
  const boundary = `----atolye${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of fields) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n`), f.value, Buffer.from('\r\n'));
  for (const f of files) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** Whole numbers as a file writes them, right and wrong: ids past 32 bits, fractions, floats' edges. */
export const idCell: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1.5', '2147483648', '2147483647', '1e308', '-1e308', 'NaN', 'Infinity', '-Infinity', '-0', '0', '-1', '1,5', '1.000', '1 000',
    ' 1', '1 ', '+1', '0x10', '0b1', '1e3', '١', '１２', '9007199254740993', '99999999999999999999', "'1", '=1', '',
  ),
  fc.integer().map(String),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
  fc.double().map(String),
);

/** Amounts and counts as a Turkish spreadsheet or a stranger writes them. */
export const numberCell: fc.Arbitrary<string> = fc.oneof(
  idCell,
  fc.constantFrom('12,5', '1.234,5', '1 234,5', '-12,5', '0,001', '1E-7', '100000', '100001', '9.999.999,99', '10.000.000', '999999999999,99', "'-5", '=1+1', '-', ','),
  fc.double({ noNaN: false }).map((n) => String(n).replace('.', ',')),
);

/** Dates the importer reads (dd.MM.yyyy [HH:mm] or ISO), and impossible ones: 31.02.2026, hour 25, year 0. */
export const dateCell: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '31.02.2026', '29.02.2025', '29.02.2024', '00.01.2026', '32.01.2026', '01.13.2026', '01.00.2026', '31.12.9999', '01.01.0000', '31.12.1899',
    '01.01.2201', '31.02.2026 25:61', '25.11.2026 24:00', '25.11.2026 10:00', '1.1.2026', '2026-02-31', '2026-13-01', '2026-02-29T10:00:00Z', 'yarın', '',
  ),
  extremeDate,
);

/** Any cell: one of the typed ones above or text with control characters, formulas, quotes, line breaks. */
export const anyCell: fc.Arbitrary<string> = fc.oneof(idCell, numberCell, dateCell, nastyText.filter((s) => s.length < 6000), fc.constantFrom('=HYPERLINK("x")', "'=1", '"', ';', '\n', 'Aktif', 'Pasif', 'pending', 'Bekliyor'));

/** A CSV file as our exports write it: `;`, every cell quoted, CRLF, with or without the BOM. */
export const csvBytes = (rows: readonly (readonly string[])[], bom: boolean): Buffer =>
  wtf8(`${bom ? '\uFEFF' : ''}${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')).join('\r\n')}\r\n`);
