import { lineCost } from './materialCost';

/**
 * A part's weight from its shape, its dimensions in mm and its material's density in g/cm³:
 * volume in mm³ × density / 1,000,000 = kg (1 cm³ = 1,000 mm³, 1 kg = 1,000 g).
 */
export const SHAPES = ['plate', 'roundBar', 'hexBar', 'squareBar', 'tube', 'pipe'] as const;
export type Shape = (typeof SHAPES)[number];

export type Dimension = 'thickness' | 'width' | 'height' | 'length' | 'diameter' | 'acrossFlats' | 'side' | 'outerDiameter' | 'wall';

/** The dimensions each shape takes, in the order the form asks for them. */
export const SHAPE_DIMENSIONS: Record<Shape, readonly Dimension[]> = {
  plate: ['thickness', 'width', 'length'],
  roundBar: ['diameter', 'length'],
  hexBar: ['acrossFlats', 'length'],
  squareBar: ['side', 'length'],
  tube: ['width', 'height', 'wall', 'length'],
  pipe: ['outerDiameter', 'wall', 'length'],
};

export type Dimensions = Partial<Record<Dimension, number>>;

/** Cross-section area in mm² of a shape whose dimensions are known valid. */
const sectionArea = (shape: Shape, d: Required<Dimensions>): number => {
  switch (shape) {
    case 'plate':
      return d.thickness * d.width;
    case 'roundBar':
      return (Math.PI / 4) * d.diameter ** 2;
    case 'hexBar':
      // A regular hexagon of across-flats s: (√3 / 2) · s².
      return (Math.sqrt(3) / 2) * d.acrossFlats ** 2;
    case 'squareBar':
      return d.side ** 2;
    case 'tube':
      return d.width * d.height - (d.width - 2 * d.wall) * (d.height - 2 * d.wall);
    case 'pipe':
      return (Math.PI / 4) * (d.outerDiameter ** 2 - (d.outerDiameter - 2 * d.wall) ** 2);
  }
};

export type WeightError = 'positive' | 'quantity' | 'wall' | 'density' | 'price';

export interface WeightInput {
  shape: Shape;
  dimensions: Dimensions;
  /** g/cm³ */
  density: number;
  quantity: number;
  /** ₺ per kg; null when unknown (the cost is then unknown too). */
  pricePerKg: number | null;
}

export type WeightResult =
  | { ok: true; weightPerPiece: number; totalWeight: number; cost: number | null }
  | { ok: false; errors: Partial<Record<Dimension | 'quantity' | 'density' | 'pricePerKg', WeightError>> };

const positive = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * Weight per piece and in total (kg), and the cost (₺, rounded to kuruş) when the price is known.
 * Every dimension must be above 0, a hollow section's wall under half of its smallest outer
 * size, the quantity a whole number from 1. Unrounded weights: the screen rounds for display.
 */
export const computeWeight = (input: WeightInput): WeightResult => {
  const errors: Extract<WeightResult, { ok: false }>['errors'] = {};
  const needed = SHAPE_DIMENSIONS[input.shape];
  for (const dim of needed) if (!positive(input.dimensions[dim])) errors[dim] = 'positive';
  const d = input.dimensions as Required<Dimensions>;
  if (!errors.wall && input.shape === 'tube' && !errors.width && !errors.height && d.wall * 2 >= Math.min(d.width, d.height)) errors.wall = 'wall';
  if (!errors.wall && input.shape === 'pipe' && !errors.outerDiameter && d.wall * 2 >= d.outerDiameter) errors.wall = 'wall';
  if (!positive(input.density)) errors.density = 'density';
  if (!Number.isInteger(input.quantity) || input.quantity < 1) errors.quantity = 'quantity';
  if (input.pricePerKg !== null && !(Number.isFinite(input.pricePerKg) && input.pricePerKg >= 0)) errors.pricePerKg = 'price';
  if (Object.keys(errors).length) return { ok: false, errors };
  const volume = sectionArea(input.shape, d) * d.length;
  const weightPerPiece = (volume * input.density) / 1_000_000;
  const totalWeight = weightPerPiece * input.quantity;
  // The same rule as the materials activity's stored total: what is shown is what is stored.
  const cost = input.pricePerKg === null ? null : lineCost(input.pricePerKg, totalWeight);
  return { ok: true, weightPerPiece, totalWeight, cost };
};
