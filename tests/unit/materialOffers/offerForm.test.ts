import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { materialOfferSchema } from '../../../src/domain/resources/materialOffers.schema';
import { materialOffers as texts } from '../../../src/i18n/tr/materialOffers';
import { validation } from '../../../src/i18n/tr/validation';
import { offerFormSchema } from '../../../src/resources/materialOffers/offerForm';

const typed = { materialId: 7, pricePerKg: '1.234,5', validUntil: '', note: '' };
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the offer form reads the declared schema', () => {
  it('takes the price typed the Turkish way and empty day and note as none', () => {
    expect(offerFormSchema().parse(typed)).toEqual({ materialId: 7, pricePerKg: 1234.5, validUntil: null, note: null });
    expect(offerFormSchema().parse({ ...typed, pricePerKg: '46,20', note: ' 500 kg üzeri ' })).toMatchObject({ pricePerKg: 46.2, note: '500 kg üzeri' });
  });

  it('refuses what the declaration refuses, with its texts, and unreadable numbers with the Turkish hint', () => {
    expect(messages(offerFormSchema().safeParse({ ...typed, materialId: '' }))).toEqual({ materialId: texts.validation.materialRequired });
    expect(messages(offerFormSchema().safeParse({ ...typed, pricePerKg: '0' }))).toEqual({ pricePerKg: texts.validation.priceInvalid });
    expect(messages(offerFormSchema().safeParse({ ...typed, pricePerKg: '46.20' }))).toEqual({ pricePerKg: validation.numberUnreadable });
    expect(messages(offerFormSchema().safeParse({ ...typed, validUntil: '2026-02-30' }))).toEqual({ validUntil: texts.validation.validUntilInvalid });
  });

  it('follows a changed bound of the schema: no rule of its own', () => {
    const tighter = materialOfferSchema.extend({ pricePerKg: z.coerce.number().min(0.01).max(1000, 'en fazla 1.000') });
    expect(messages(offerFormSchema(tighter).safeParse(typed))).toEqual({ pricePerKg: 'en fazla 1.000' });
    expect(offerFormSchema(tighter).safeParse({ ...typed, pricePerKg: '999,99' }).success).toBe(true);
  });
});
