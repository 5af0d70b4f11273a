// Issue 22: '46,20' typed into a price became 4620. A number is read the Turkish way or refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTurkishNumber, parseTurkishNumber, tidyTurkishNumber, turkishNumberText } from '../../../src/domain/turkishNumber';

describe('parseTurkishNumber', () => {
  it.each([
    ['46,20', 46.2],
    ['1.234,5', 1234.5],
    ['7,85', 7.85],
    ['1 234,5', 1234.5],
    ['1\u00a0234,5', 1234.5],
    ['1.234.567', 1234567],
    ['1.234', 1234],
    ['295', 295],
    ['0,5', 0.5],
    [',5', 0.5],
    ['12,', 12],
    ['  12,5 ', 12.5],
    ['-3,25', -3.25],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseTurkishNumber(text)).toBe(value);
  });

  it('reads blank text as no number', () => {
    expect(parseTurkishNumber('')).toBeNull();
    expect(parseTurkishNumber('   ')).toBeNull();
  });

  it.each(['12.34', '12.5', '1.2345', '1,2,3', '1.234,5,6', '1,234.5', '1.23.456', '12 34', '1. 234', '1e3', '0x10', '+5', 'abc', ',', '-', '.', '1.234.56', 'NaN', 'Infinity', '1234567890123456'])(
    'refuses %j rather than guess',
    (text) => {
      expect(parseTurkishNumber(text)).toBeNaN();
    },
  );

  it('gives back what it formatted, for numbers a person types (up to 15 digits, a few decimals)', () => {
    const typed = fc
      .tuple(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), fc.integer({ min: 0, max: 3 }))
      .map(([n, decimals]) => n / 10 ** decimals);
    fc.assert(
      fc.property(typed, fc.integer({ min: 0, max: 2 }), (value, minDecimals) => {
        expect(parseTurkishNumber(formatTurkishNumber(value, minDecimals))).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it('never reads a text with a dot before other than three digits, nor two commas', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,4}\.(\d{1,2}|\d{4,6})$/), fc.stringMatching(/^\d+,\d+,\d+$/), (dotted, commas) => {
        expect(parseTurkishNumber(dotted)).toBeNaN();
        expect(parseTurkishNumber(commas)).toBeNaN();
      }),
    );
  });
});

describe('shown back formatted', () => {
  it('tidies what it reads and leaves what it cannot as typed', () => {
    expect(tidyTurkishNumber('46,2', 2)).toBe('46,20');
    expect(tidyTurkishNumber('1234,5')).toBe('1.234,5');
    expect(tidyTurkishNumber('7,85')).toBe('7,85');
    expect(tidyTurkishNumber('12.34')).toBe('12.34');
    expect(tidyTurkishNumber('')).toBe('');
  });

  it('starts a field from a number or the numeric string a numeric column sends', () => {
    expect(turkishNumberText(295, 2)).toBe('295,00');
    expect(turkishNumberText('46.20', 2)).toBe('46,20');
    expect(turkishNumberText(7.85)).toBe('7,85');
    expect(turkishNumberText(null)).toBe('');
    expect(turkishNumberText('abc')).toBe('');
  });
});
