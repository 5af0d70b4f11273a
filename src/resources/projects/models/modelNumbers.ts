/** Millimetres as a Turkish reader writes them (1.234,5). */
const mm = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
export const formatMm = (value: number): string => mm.format(Math.abs(value) < 0.005 ? 0 : value);

const whole = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
export const formatCount = (value: number): string => whole.format(value);
