import { formatPhone } from '../../domain/validation/phone';

/**
 * The national digits of what the user typed or pasted, even half typed. Turkish national
 * numbers never start with 0 or 9, so a leading 0 is the trunk prefix and a leading 9(0) the
 * country code: typing "+90 532…", "0532…" or "532…" all give 532….
 */
export const typedNationalDigits = (raw: string): string => {
  const trimmed = raw.trim();
  let digits = (trimmed.startsWith('+90') ? trimmed.slice(3) : trimmed).replace(/\D/g, '');
  if (!trimmed.startsWith('+90') && digits.startsWith('9')) digits = digits.slice(digits.startsWith('90') ? 2 : 1);
  return digits.replace(/^0+/, '').slice(0, 10);
};

/** The input's display: +90 XXX XXX XX XX, partial while typing, empty when nothing is typed. */
export const formatTypedPhone = (raw: string): string => {
  const digits = typedNationalDigits(raw);
  return digits ? formatPhone(digits) : '';
};

/**
 * The wire form of a typed phone: '90' + the national digits. Unlike the domain's normalizePhone,
 * a half-typed '+90 532 123 45' stays short (and so invalid) instead of reading 90 as national digits.
 */
export const phoneToWire = (raw: string): string => `90${typedNationalDigits(raw)}`;

/** A complete Turkish number: ten national digits. */
export const isCompletePhone = (raw: string): boolean => typedNationalDigits(raw).length === 10;
