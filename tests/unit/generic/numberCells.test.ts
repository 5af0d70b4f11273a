import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { materialsResource } from '../../../src/domain/resources/materials';
import { FIELD_KINDS } from '../../../src/resources/generic/fieldKinds';

const cell = (f: FieldDeclaration, value: unknown) => FIELD_KINDS.number.cell(f, value);
const density = materialsResource.fields.find((f) => f.source === 'density')!;

describe('a number cell', () => {
  it('writes a declared number to its decimals, the Turkish way (a density of 1,2 reads 1,20 beside 7,85)', () => {
    expect([cell(density, 1.2), cell(density, 7.85), cell(density, 8)]).toEqual(['1,20', '7,85', '8,00']);
  });

  it('writes other fractions as they are and whole numbers (ids) without grouping', () => {
    const quantity = { source: 'quantity', label: 'Adet', kind: 'number' } as FieldDeclaration;
    expect([cell(quantity, 2.5), cell(quantity, 1234)]).toEqual(['2,5', '1234']);
  });
});
