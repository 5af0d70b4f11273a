import { describe, expect, it } from 'vitest';
import { formatDay, istanbulToday } from '../../../src/domain/materials/calendarDays';
import { materialSchema } from '../../../src/domain/resources/materials.schema';
import { resultLine } from '../../../src/resources/materials/weight/weightForm';

// The generated form holds what its inputs give: the selects' ids ('' until chosen), the density as
// a number read from its Turkish text (null when blank, NaN when unreadable).
const filled = { name: ' C45 ', categoryId: 1, subCategoryId: 3, density: 7.85 };

describe('the material form', () => {
  it('sends trimmed values', () => {
    expect(materialSchema.parse(filled)).toEqual({ name: 'C45', categoryId: 1, subCategoryId: 3, density: 7.85 });
  });

  it('sends nothing while a field is missing or the density is not above 0', () => {
    for (const v of [{ name: '  ' }, { categoryId: '' }, { subCategoryId: '' }, { density: null }, { density: 0 }, { density: -2 }, { density: Number.NaN }])
      expect(materialSchema.safeParse({ ...filled, ...v }).success, JSON.stringify(v)).toBe(false);
  });

  it('answers a blank or unreadable density with the spec text', () => {
    for (const density of [null, Number.NaN]) expect(materialSchema.safeParse({ ...filled, density }).error?.issues.map((i) => i.message)).toEqual(['Lütfen tüm alanları doldurunuz!']);
  });

  it('answers a missing field with the spec text, the same as the server', () => {
    const parsed = materialSchema.safeParse({ name: 'C45', categoryId: 1 });
    expect(parsed.success).toBe(false);
    expect(new Set(parsed.error!.issues.map((i) => i.message))).toEqual(new Set(['Lütfen tüm alanları doldurunuz!']));
  });
});

describe('calendar days', () => {
  it('writes a day as tr-TR does, without a time zone moving it', () => {
    expect(formatDay('2026-01-01')).toBe('01.01.2026');
    expect(formatDay(null)).toBe('-');
    expect(formatDay('2026-01-01T10:00:00Z')).toBe('-');
  });

  it('takes today in İstanbul: 22:30 UTC on 31 December is already 1 January there', () => {
    expect(istanbulToday(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });
});

describe('the weight line for a job’s notes', () => {
  it('names the material, the shape, the dimensions, the quantity, the weight and the cost in Turkish', () => {
    const values = { materialName: 'S235JR', density: '7.85', pricePerKg: '38.5', shape: 'plate' as const, dimensions: { thickness: '10', width: '100', length: '1000' }, quantity: '3' };
    expect(resultLine(values, 23.55, 906.68)).toBe('[Malzeme] S235JR, Levha / Plaka 10 × 100 × 1.000 mm × 3 adet: 23,55 kg, ₺906,68');
    expect(resultLine({ ...values, materialName: '' }, 23.55, null)).toBe('[Malzeme] Malzeme, Levha / Plaka 10 × 100 × 1.000 mm × 3 adet: 23,55 kg');
  });
});
