import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMoneyShort, formatQuantity } from '../../../src/domain/format';

describe('file sizes', () => {
  it.each([
    [0, '0 Bytes'],
    [22, '22 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1,00 KB'],
    [5 * 1024, '5,00 KB'],
    // Just under 0.01 MB: MB with 2 decimals would read 0.00 MB.
    [10485, '10,24 KB'],
    [10486, '0,01 MB'],
    [512 * 1024, '0,50 MB'],
    [1024 * 1024, '1,00 MB'],
    [Math.round(12.345 * 1024 * 1024), '12,35 MB'],
    [1024 ** 3, '1,00 GB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('never reads 0.00 of any unit above zero bytes', () => {
    for (let bytes = 1; bytes < 64 * 1024; bytes += 7) expect(formatFileSize(bytes)).not.toMatch(/^0,00 /);
  });
});

describe("the chart axis' money", () => {
  it('carries the lira sign, Turkish digits and short units', () => {
    expect(formatMoneyShort(0)).toBe('₺0');
    expect(formatMoneyShort(950)).toBe('₺950');
    expect(formatMoneyShort(12_500)).toBe('₺12,5\u00a0B');
    expect(formatMoneyShort(1_250_000)).toBe('₺1,3\u00a0Mn');
  });
});

describe('material quantities', () => {
  it('read to the gram or the thousandth, the Turkish way, however many digits a weight was stored with', () => {
    expect(formatQuantity(11.338007886806)).toBe('11,338');
    expect(formatQuantity(40)).toBe('40');
    expect(formatQuantity(1250.5)).toBe('1.250,5');
  });
});
