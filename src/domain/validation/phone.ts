/** Turkish phone numbers: typed as +90 XXX XXX XX XX, sent as 90 followed by ten digits. */
export const nationalDigits = (input: string): string => {
  let digits = input.replace(/\D/g, '');
  // No Turkish national number starts with 9 or 0: a leading 90 is the country code, a 0 the trunk prefix.
  if (digits.startsWith('90')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
};

/** Formats what the user typed as +90 XXX XXX XX XX (partial input stays partial). */
export const formatPhone = (input: string): string => {
  const d = nationalDigits(input);
  if (!d) return '';
  const parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)].filter(Boolean);
  return `+90 ${parts.join(' ')}`;
};

/** The wire form: '90' + 10 national digits. */
export const normalizePhone = (input: string): string => `90${nationalDigits(input)}`;

export const isTurkishPhone = (wire: string): boolean => /^90[1-8]\d{9}$/.test(wire);
