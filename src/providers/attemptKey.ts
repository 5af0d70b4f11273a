/**
 * A fresh Idempotency-Key for a create (server/services/createAttempts.ts): 32 hex digits.
 * crypto.getRandomValues also works on the shop's plain-http LAN address, where randomUUID does not.
 */
export const newAttemptKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The header the server reads it from. */
export const ATTEMPT_KEY_HEADER = 'Idempotency-Key';
