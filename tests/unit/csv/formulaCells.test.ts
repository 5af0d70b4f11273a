// Issue 21: an exported cell a spreadsheet could read as a formula is neutralised whatever follows
// its first character (papaparse's own guard stopped at a line break).
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvHead, csvLines, neutraliseFormula } from '../../../server/services/csv/csvWriter';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
/** Texts a formula could hide in: a formula start, then anything (line breaks, quotes, ;, more lines). */
const formulaText = fc
  .tuple(fc.constantFrom(...FORMULA_STARTS), anyText, fc.array(fc.constantFrom('\n', '\r\n', '\r', '\u2028', '\u2029', '"', ';', '=HYPERLINK("x")'), { maxLength: 4 }), anyText)
  .map(([start, a, breaks, b]) => start + a + breaks.join('') + b);
const cellText = fc.oneof(formulaText, anyText);

/** The cells of one written line as a spreadsheet's CSV reader splits them. */
const readBack = (cells: string[]): string[] => Papa.parse<string[]>(csvLines([cells]), { delimiter: ';', newline: '\r\n' }).data[0]!;

describe('exported cells', () => {
  it('never start with a formula character, whatever follows the first one', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 6 }), (cells) => {
        const read = readBack(cells);
        expect(read).toHaveLength(cells.length);
        read.forEach((cell, i) => {
          expect(FORMULA_STARTS.includes(cell.charAt(0))).toBe(false);
          // Only the guard is added: the text itself comes back whole.
          expect(cell).toBe(FORMULA_STARTS.includes(cells[i]!.charAt(0)) ? `'${cells[i]}` : cells[i]);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('neutralises the multi-line formulas papaparse let through', () => {
    for (const text of ['=1+1\n2', '+A1\r\nx', '-2\rB', '@SUM(A1)\u2028', '\t=1\n', '\r\n=1']) expect(readBack([text])).toEqual([`'${text}`]);
  });

  it('leaves numbers, which cannot hold a formula, and the heading row’s plain texts as they are', () => {
    expect(neutraliseFormula(-5)).toBe(-5);
    expect(neutraliseFormula('İş No')).toBe('İş No');
    expect(csvHead(['=Başlık\nikinci'])).toBe('\uFEFF"\'=Başlık\nikinci"\r\n');
  });
});
