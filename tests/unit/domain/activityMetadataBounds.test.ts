import { describe, expect, it } from 'vitest';
import { metadataSchemas } from '../../../src/domain/resources/activities.schema';
import { activities } from '../../../src/i18n/tr/activities';

const v = activities.validation;
const firstMessage = (type: keyof typeof metadataSchemas, metadata: unknown) => {
  const parsed = metadataSchemas[type].safeParse(metadata);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

// Issue 21: every number a client sends has an upper bound with a Turkish message, so none
// reaches arithmetic or a conversion past what it can hold.
describe('activity metadata numbers', () => {
  it('bounds a material line’s cost and quantity, in Turkish', () => {
    const line = { name: 'St37', cost: 1, quantity: 1 };
    expect(firstMessage('materials', { materials: [{ ...line, cost: 1e308 }] })).toBe(v.materialCostMax);
    expect(firstMessage('materials', { materials: [{ ...line, quantity: '1e308' }] })).toBe(v.materialQuantityMax);
    expect(firstMessage('materials', { materials: [line] })).toBeNull();
  });

  it('bounds a call’s duration, in Turkish', () => {
    expect(firstMessage('phone', { phoneNumber: '+90 532 000 00 00', duration: 1e308 })).toBe(v.durationInvalid);
    expect(firstMessage('phone', { phoneNumber: '+90 532 000 00 00', duration: 30 })).toBeNull();
  });

  it('bounds the counts and sizes an upload records', () => {
    expect(firstMessage('image', { fileCount: 1e308 })).toBe(v.metadataInvalid);
    expect(firstMessage('image', { totalSize: 2 ** 60 })).toBe(v.metadataInvalid);
    expect(firstMessage('pdf', { fileSize: 1.5 })).toBe(v.metadataInvalid);
    expect(firstMessage('pdf', { version: '1.0', fileName: 'a.pdf', fileSize: 25 * 1024 * 1024 })).toBeNull();
  });
});
