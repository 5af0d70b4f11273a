import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Secrets (refresh tokens, links, codes) are stored only as their SHA-256. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const randomCode = (digits = 6): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export const safeEqual = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
