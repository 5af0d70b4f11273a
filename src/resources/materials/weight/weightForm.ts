import { SHAPE_DIMENSIONS, type Dimension, type Shape, type WeightInput } from '../../../domain/materials/weight';
import { formatMoney } from '../../../domain/format';
import { parseTurkishNumber } from '../../../domain/turkishNumber';
import { fill } from '../../../i18n/fill';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const t = materialScreens.weight;

/** The calculator's fields as typed. */
export interface WeightFormValues {
  materialName: string;
  density: string;
  pricePerKg: string;
  shape: Shape;
  dimensions: Partial<Record<Dimension, string>>;
  quantity: string;
}

/** A typed field's number, read the Turkish way (46,20); NaN when blank or unreadable. */
const num = (text: string | undefined): number => (text === undefined ? Number.NaN : (parseTurkishNumber(text) ?? Number.NaN));

/** The domain function's input from the fields; a blank price means the cost is unknown. */
export const weightInputOf = (v: WeightFormValues): WeightInput => ({
  shape: v.shape,
  dimensions: Object.fromEntries(SHAPE_DIMENSIONS[v.shape].map((d) => [d, num(v.dimensions[d])])),
  density: num(v.density),
  quantity: num(v.quantity),
  pricePerKg: v.pricePerKg.trim() === '' ? null : num(v.pricePerKg),
});

const kgFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dimFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** Weights shown to 2 decimals (kg). */
export const formatKg = (kg: number): string => fill(t.kg, { value: kgFormat.format(kg) });

/** The line the result leaves in a job's notes: material, shape, dimensions, quantity, weight, cost. */
export const resultLine = (v: WeightFormValues, totalWeight: number, cost: number | null): string => {
  const input = weightInputOf(v);
  const values = {
    material: v.materialName.trim() || t.manualMaterial,
    shape: t.shapes[v.shape],
    dims: SHAPE_DIMENSIONS[v.shape].map((d) => dimFormat.format(input.dimensions[d]!)).join(' × '),
    quantity: input.quantity,
    total: kgFormat.format(totalWeight),
    cost: cost === null ? '' : formatMoney(cost),
  };
  return fill(cost === null ? t.noteLineNoCost : t.noteLine, values);
};
