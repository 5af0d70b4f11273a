import { describe, expect, it } from 'vitest';
import { formatTypedPhone, isCompletePhone, phoneToWire, typedNationalDigits } from '../../../src/custom/auth/phoneTyping';

describe('the phone input', () => {
  it('formats as +90 XXX XXX XX XX while typing', () => {
    expect(formatTypedPhone('5')).toBe('+90 5');
    expect(formatTypedPhone('5321')).toBe('+90 532 1');
    expect(formatTypedPhone('5321234567')).toBe('+90 532 123 45 67');
    expect(formatTypedPhone('53212345678')).toBe('+90 532 123 45 67');
  });

  it('reads a typed or pasted country code or trunk 0 as a prefix', () => {
    for (const typed of ['+90 532 123 45 67', '905321234567', '05321234567', '0 (532) 123 45 67', '+905321234567']) {
      expect(typedNationalDigits(typed), typed).toBe('5321234567');
    }
  });

  it('lets the user erase back to nothing', () => {
    expect(formatTypedPhone('+90 ')).toBe('');
    expect(formatTypedPhone('+90 532 ')).toBe('+90 532');
  });

  it('re-formats its own output unchanged while typing on', () => {
    let shown = '';
    for (const key of '5321234567') shown = formatTypedPhone(shown + key);
    expect(shown).toBe('+90 532 123 45 67');
  });

  it('sends 90 + 10 digits and calls only complete numbers complete', () => {
    expect(phoneToWire('+90 532 123 45 67')).toBe('905321234567');
    expect(isCompletePhone('+90 532 123 45 67')).toBe(true);
    // Half typed: the 90 of the prefix must not count as national digits.
    expect(isCompletePhone('+90 532 123 45')).toBe(false);
    expect(phoneToWire('+90 532 123 45')).toBe('9053212345');
  });
});
