import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/domain/resources';

/** Labels said twice in one declaration, with the fields that share each. */
const sharedLabels = (fields: readonly { source: string; label: string }[]): Record<string, string[]> => {
  const byLabel = new Map<string, string[]>();
  for (const f of fields) byLabel.set(f.label, [...(byLabel.get(f.label) ?? []), f.source]);
  return Object.fromEntries([...byLabel].filter(([, sources]) => sources.length > 1));
};

describe('declared field labels', () => {
  it('finds a label shared by two fields', () => {
    expect(sharedLabels([{ source: 'a', label: 'X' }, { source: 'b', label: 'X' }, { source: 'c', label: 'Y' }])).toEqual({ X: ['a', 'b'] });
  });

  // CSV headers are the labels: two fields with one label would collide in an export and its import.
  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s gives every field its own label', (_name, resource) => {
    expect(sharedLabels(resource.fields)).toEqual({});
  });

  it('a job’s customer id is told apart from its customer', () => {
    const label = (source: string) => RESOURCES.find((r) => r.name === 'jobs')!.fields.find((f) => f.source === source)!.label;
    expect(label('customer')).toBe('Müşteri');
    expect(label('customerId')).toBe('Müşteri No');
  });
});
