import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../../../src/domain/validation/locale';

const messageOf = (schema: z.ZodType, value: unknown): string => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0].message;
};

/** zod's type and origin words: none may reach a Turkish user. */
const ENGLISH = /\b(object|array|string|number|undefined|boolean|expected|received|Invalid|Too)\b/;

describe("zod's messages for rules without a text of their own", () => {
  it.each([
    [z.object({ a: z.string() }), [], 'Geçersiz değer: nesne olmalı, liste gönderildi'],
    [z.object({ a: z.string() }), { a: 5 }, 'Geçersiz değer: metin olmalı, sayı gönderildi'],
    [z.object({ a: z.number() }), {}, 'Bu alan zorunludur'],
    [z.number(), Number.NaN, 'Geçersiz değer: sayı olmalı, geçersiz sayı gönderildi'],
    [z.string().max(200), 'x'.repeat(201), 'En fazla 200 karakter olmalı'],
    [z.string().min(1), '', 'Boş bırakılamaz'],
    [z.string().min(3), 'ab', 'En az 3 karakter olmalı'],
    [z.array(z.number()).max(2), [1, 2, 3], 'En fazla 2 öğe olmalı'],
    [z.number().max(100000), 100001, 'En fazla 100.000 olmalı'],
    [z.number().positive(), 0, '0 değerinden büyük olmalı'],
    [z.number().min(0.5), 0.25, 'En az 0,5 olmalı'],
    [z.number().multipleOf(0.01), 1.005, '0,01 ve katları olmalı'],
    [z.email(), 'a@', 'Geçerli bir e-posta adresi girin'],
    [z.enum(['a', 'b']), 'c', 'Geçersiz seçim: şunlardan biri olmalı: a, b'],
    [z.strictObject({ a: z.number() }), { a: 1, b: 2 }, 'Tanınmayan alan: b'],
  ])('%#: %j reads %s', (schema, value, text) => {
    const message = messageOf(schema, value);
    expect(message).toBe(text);
    expect(message).not.toMatch(ENGLISH);
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().min(2, 'Tezgah adı en az 2 karakter olmalıdır'), 'a')).toBe('Tezgah adı en az 2 karakter olmalıdır');
  });
});
