/** Turkish formatting of money and dates (tr-TR, ₺), shared by screens and exports. */
export { formatDate, formatDateTime } from './istanbulTime';

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMoney = (value: number | string | null | undefined): string => money.format(Number(value ?? 0));

const unitMoney = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * A unit price that may hold fractions of a kuruş (a bolt at ₺0,333): shown with them, up to four
 * decimals, so quantity × the price shown gives the line's cost (3 × ₺12,345 = ₺37,04, where
 * ₺12,35 read as ₺37,05).
 */
export const formatUnitMoney = (value: number | string | null | undefined): string => unitMoney.format(Number(value ?? 0));

const shortMoney = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** Money where room is short, such as a chart's axis: ₺12,5 B. */
export const formatMoneyShort = (value: number): string => shortMoney.format(value);

const whole = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/** A count as Turkish writes it: 12.345. */
export const formatCount = (value: number): string => whole.format(value);

const quantity = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });

/**
 * A material quantity to the gram or the thousandth (11,338 kg): a weight is stored unrounded so
 * its cost is exact, but 11,338007886806 is no figure to read.
 */
export const formatQuantity = (value: number): string => quantity.format(value);

const density = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A density as tr-TR writes it, to the form's step (7,85). */
export const formatDensity = (value: number): string => density.format(value);

const twoDecimals = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const KB = 1024;
const MB = KB * KB;
const GB = MB * KB;
/** The smallest size that MB with 2 decimals shows as more than 0.00 MB. */
const SMALLEST_MB = MB / 100;

/**
 * Every file size of the screens: MB with 2 decimals (001 section 9) from 0.01 MB, GB from 1 GB,
 * and below 0.01 MB the other units of 000 section 9 (base 1024), so no file reads '0,00 MB'.
 * Decimals as Turkish writes them: '1.50 MB' would read as one hundred and fifty.
 */
export const formatFileSize = (bytes: number): string => {
  if (bytes < KB) return `${bytes} Bytes`;
  if (bytes < SMALLEST_MB) return `${twoDecimals.format(bytes / KB)} KB`;
  if (bytes < GB) return `${twoDecimals.format(bytes / MB)} MB`;
  return `${twoDecimals.format(bytes / GB)} GB`;
};

/** A countdown as m:ss (e.g. resend cooldowns). */
export const formatCountdown = (seconds: number, pad = false): string => {
  const m = Math.floor(Math.max(0, seconds) / 60);
  const s = Math.max(0, seconds) % 60;
  return `${pad ? String(m).padStart(2, '0') : m}:${String(s).padStart(2, '0')}`;
};
