const density = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A density as tr-TR writes it, to the form's step (7,85). */
export const formatDensity = (value: number): string => density.format(value);
