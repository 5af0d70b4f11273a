// Issue 21: no cell of an import reaches the database as a value its column cannot hold (an id
// past int4, a non-finite number, a day that does not exist): each is the row's Turkish error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../../../server/services/fieldKinds/cellReading';
import { parseCell } from '../../../server/services/transfer/cellParse';
import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { transfer } from '../../../src/i18n/tr/transfer';

const field = (f: Partial<FieldDeclaration>) => ({ source: 'x', label: 'X', kind: 'number', ...f }) as FieldDeclaration;
const ID = field({ source: 'id', kind: 'id' });
const REFERENCE = field({ source: 'workstationId', kind: 'reference', reference: 'counters' });
const LOOKUP = field({ source: 'customerId', kind: 'id', lookup: 'users' });
const NUMBER = field({ source: 'quantity' });
const DATE_TIME = field({ source: 'deadline', kind: 'dateTime' });

/** Texts a person, a spreadsheet or a probe may put in a cell. */
const numberish = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[-+ ]?\d{0,30}([.,]\d{0,5})?(e\d{1,3})?\s?$/),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e3', '0x10', '2147483648', '2147483647', '-3', ' 7', '1.5', '9'.repeat(400)),
);

describe('import cells', () => {
  it('an id, reference or user cell is a record number 1..MAX_ID written in digits, or the Turkish id error', () => {
    fc.assert(
      fc.property(fc.constantFrom(ID, REFERENCE, LOOKUP), numberish, (f, cell) => {
        const parsed = parseCell(f, cell, undefined);
        if (!cell.trim()) expect(parsed).toEqual({ value: undefined });
        else if ('error' in parsed) expect(parsed.error).toBe(transfer.notId);
        else {
          expect(Number.isInteger(parsed.value) && (parsed.value as number) >= 1 && (parsed.value as number) <= MAX_ID).toBe(true);
          // Digits only, leading zeros allowed (as the API's row ids take '02').
          expect(cell).toMatch(/^\d+$/);
          expect(Number(cell)).toBe(parsed.value);
        }
      }),
    );
  });

  it('a number cell is a finite number or the Turkish number error', () => {
    fc.assert(
      fc.property(numberish, (cell) => {
        const parsed = parseCell(NUMBER, cell, undefined);
        if ('error' in parsed) expect(parsed.error === transfer.notNumber || parsed.error.includes('iki türlü okunabilir')).toBe(true);
        else if (cell.trim()) expect(Number.isFinite(parsed.value)).toBe(true);
      }),
    );
  });

  it('a number cell reads the Turkish way, takes a plain dot decimal, and never guesses a grouping', () => {
    const read = (cell: string) => parseCell(NUMBER, cell, undefined);
    expect(read('1.234,5')).toEqual({ value: 1234.5 });
    expect(read('1 234,5')).toEqual({ value: 1234.5 });
    expect(read('1.234.567')).toEqual({ value: 1234567 });
    expect(read('12.5')).toEqual({ value: 12.5 });
    expect(read('1234.567')).toEqual({ value: 1234.567 });
    // English grouping read as 1,2345 before; a misplaced group dot dropped before.
    expect(read('1,234.5')).toEqual({ error: transfer.notNumber });
    expect(read('1.2,5')).toEqual({ error: transfer.notNumber });
    // 1234 in a Turkish sheet, 1.234 in an English one: the row says how to write it.
    expect(read('1.234')).toEqual({ error: '1.234 iki türlü okunabilir: binlik ayraçsa 1234, ondalıksa 1,234 yazın.' });
  });

  it('a date cell is a day that exists in 1900-2200, or the Turkish date error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 30 }), (day, month, year, hour) => {
        const cell = `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${String(year).padStart(4, '0')} ${String(hour).padStart(2, '0')}:00`;
        const parsed = parseCell(DATE_TIME, cell, undefined);
        const exists = year >= 1900 && year <= 2200 && month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate() && hour <= 23;
        if (!exists) expect(parsed).toEqual({ error: transfer.notDate });
        else expect('value' in parsed && !Number.isNaN(new Date(parsed.value as string).getTime())).toBe(true);
      }),
    );
  });
});
