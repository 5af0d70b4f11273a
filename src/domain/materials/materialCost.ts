/**
 * What material costs, to the kuruş: the one rule of the weight calculator's cost and of a
 * materials activity's total (issue 22: the page showed ₺712,10 and the server stored ₺712,08).
 */

/**
 * Lira to whole kuruş, half up. 12 significant digits first drop the binary noise of the
 * product (23.55 × 38.5 is 906.67499999… in floating point, 906.675 on paper → 90668 kuruş).
 */
const kurusOf = (lira: number): number => Math.round(Number((lira * 100).toPrecision(12)));

/** A line's cost: unit cost × quantity (₺ per kg × kg, ₺ per piece × pieces), rounded to the kuruş. */
export const lineCost = (unitCost: number, quantity: number): number => kurusOf(unitCost * quantity) / 100;

/** A list's total: each line's cost to the kuruş, added in whole kuruş so no float drift creeps in. */
export const linesTotal = (lines: readonly { cost: number; quantity: number }[]): number => lines.reduce((sum, l) => sum + kurusOf(l.cost * l.quantity), 0) / 100;
