import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { jobsResource } from '../../../src/domain/resources/jobs';
import { materialsResource } from '../../../src/domain/resources/materials';
import { RESOURCES } from '../../../src/domain/resources';
import { FIELD_KINDS } from '../../../src/resources/generic/fieldKinds';
import { formatHistoryValue } from '../../../src/resources/generic/historyFormat';

const cell = (f: FieldDeclaration, value: unknown) => FIELD_KINDS[f.kind].cell(f, value);
const field = (resource: { fields: readonly FieldDeclaration[] }, source: string) => resource.fields.find((f) => f.source === source)!;
const density = field(materialsResource, 'density');
const quantity = field(jobsResource, 'quantity');
const hours = field(jobsResource, 'estimatedHours');

describe('a number cell', () => {
  it('writes a declared number to its decimals, the Turkish way (a density of 1,2 reads 1,20 beside 7,85)', () => {
    expect([cell(density, 1.2), cell(density, 7.85), cell(density, 8), cell(density, 1234.5)]).toEqual(['1,20', '7,85', '8,00', '1.234,50']);
  });

  it('groups counts and quantities by thousands the Turkish way, fractions with a decimal comma', () => {
    expect([cell(quantity, 999), cell(quantity, 1234), cell(quantity, 1234567), cell(hours, 12345.67), cell(hours, 2.5)]).toEqual(['999', '1.234', '1.234.567', '12.345,67', '2,5']);
  });

  it('writes a record number as it is: no 1.234 for #1234', () => {
    expect([cell(field(jobsResource, 'id'), 1234), cell(field(jobsResource, 'customerId'), 12345)]).toEqual(['1234', '12345']);
  });

  it('groups a number in the history as its cell does, and leaves a record number alone', () => {
    expect(formatHistoryValue(quantity, 1234)).toBe('1.234');
    expect(formatHistoryValue(field(jobsResource, 'assignedTo'), 1234)).toBe('1234');
  });
});

describe('the declarations', () => {
  it('declare every record number (an id, a user, a step template) as kind id, so no id is grouped', () => {
    const recordNumbers = RESOURCES.flatMap((r) => r.fields.filter((f) => f.source === 'id' || f.lookup || /Id$/.test(f.source)).map((f) => `${r.name}.${f.source}:${f.kind}`));
    expect(recordNumbers.filter((f) => !/:(id|reference)$/.test(f))).toEqual([]);
  });
});
