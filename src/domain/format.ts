/** Turkish formatting of money and dates (tr-TR, ₺), shared by screens and exports. */
const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMoney = (value: number | string | null | undefined): string => money.format(Number(value ?? 0));

const whole = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/** A count as Turkish writes it: 12.345. */
export const formatCount = (value: number): string => whole.format(value);

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: Date | string | number | null | undefined): string =>
  value == null || value === '' ? '-' : asDate(value).toLocaleDateString('tr-TR');

export const formatDateTime = (value: Date | string | number | null | undefined): string =>
  value == null || value === '' ? '-' : asDate(value).toLocaleString('tr-TR');

/** File sizes in base 1024 with the spec's units. */
export const formatFileSize = (bytes: number): string => {
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  let i = 0;
  let v = bytes;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(2)} ${units[i]}`;
};

/** A countdown as m:ss (e.g. resend cooldowns). */
export const formatCountdown = (seconds: number, pad = false): string => {
  const m = Math.floor(Math.max(0, seconds) / 60);
  const s = Math.max(0, seconds) % 60;
  return `${pad ? String(m).padStart(2, '0') : m}:${String(s).padStart(2, '0')}`;
};
