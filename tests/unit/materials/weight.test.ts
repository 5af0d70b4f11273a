import { describe, expect, it } from 'vitest';
import { computeWeight, type WeightInput } from '../../../src/domain/materials/weight';

const weigh = (input: Partial<WeightInput> & Pick<WeightInput, 'shape' | 'dimensions'>) => computeWeight({ density: 7.85, quantity: 1, pricePerKg: null, ...input });
const ok = (result: ReturnType<typeof computeWeight>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
};

describe('computeWeight', () => {
  it('a 10 × 100 × 1000 mm steel plate of 7.85 g/cm³ weighs 7.85 kg', () => {
    // 10 · 100 · 1000 = 1,000,000 mm³ = 1,000 cm³; × 7.85 g/cm³ = 7,850 g.
    expect(ok(weigh({ shape: 'plate', dimensions: { thickness: 10, width: 100, length: 1000 } })).weightPerPiece).toBeCloseTo(7.85, 10);
  });

  it('a Ø50 × 1000 round bar of 7.85 weighs 15.413 kg', () => {
    // π/4 · 50² · 1000 = 1,963,495.4 mm³; × 7.85 / 10⁶ = 15.4134 kg.
    expect(ok(weigh({ shape: 'roundBar', dimensions: { diameter: 50, length: 1000 } })).weightPerPiece).toBeCloseTo(15.4134, 4);
  });

  it('a hexagon bar of 30 mm across flats, 500 long, in brass (8.47)', () => {
    // (√3/2) · 30² = 779.4229 mm²; × 500 = 389,711.4 mm³; × 8.47 / 10⁶ = 3.30086 kg.
    expect(ok(weigh({ shape: 'hexBar', dimensions: { acrossFlats: 30, length: 500 }, density: 8.47 })).weightPerPiece).toBeCloseTo(3.30086, 5);
  });

  it('a 40 × 40 square bar, 2000 long, in aluminium (2.70)', () => {
    // 1600 mm² · 2000 = 3,200,000 mm³; × 2.7 / 10⁶ = 8.64 kg.
    expect(ok(weigh({ shape: 'squareBar', dimensions: { side: 40, length: 2000 }, density: 2.7 })).weightPerPiece).toBeCloseTo(8.64, 10);
  });

  it('a 60 × 40 box section with a 3 mm wall, 6000 long', () => {
    // 60·40 − 54·34 = 2400 − 1836 = 564 mm²; × 6000 = 3,384,000 mm³; × 7.85 / 10⁶ = 26.5644 kg.
    expect(ok(weigh({ shape: 'tube', dimensions: { width: 60, height: 40, wall: 3, length: 6000 } })).weightPerPiece).toBeCloseTo(26.5644, 10);
  });

  it('a Ø60.3 × 3.6 pipe, 1000 long', () => {
    // π/4 · (60.3² − 53.1²) = π/4 · 816.48 = 641.2609 mm²; × 1000 × 7.85 / 10⁶ = 5.03390 kg.
    expect(ok(weigh({ shape: 'pipe', dimensions: { outerDiameter: 60.3, wall: 3.6, length: 1000 } })).weightPerPiece).toBeCloseTo(5.0339, 4);
  });

  it('multiplies by the quantity and prices the total, rounded to kuruş', () => {
    const r = ok(weigh({ shape: 'plate', dimensions: { thickness: 10, width: 100, length: 1000 }, quantity: 3, pricePerKg: 38.5 }));
    expect(r.totalWeight).toBeCloseTo(23.55, 10);
    // 23.55 kg × 38.50 ₺ = 906.675 → 906.68 ₺.
    expect(r.cost).toBe(906.68);
    expect(ok(weigh({ shape: 'squareBar', dimensions: { side: 10, length: 10 } })).cost).toBeNull();
  });

  it('refuses a zero, negative or missing dimension, and only for the shape’s own dimensions', () => {
    const r = weigh({ shape: 'plate', dimensions: { thickness: 0, width: -5, diameter: 0 } });
    expect(r).toEqual({ ok: false, errors: { thickness: 'positive', width: 'positive', length: 'positive' } });
  });

  it('refuses a wall of half the outer size or more', () => {
    expect(weigh({ shape: 'pipe', dimensions: { outerDiameter: 20, wall: 10, length: 100 } })).toEqual({ ok: false, errors: { wall: 'wall' } });
    expect(weigh({ shape: 'tube', dimensions: { width: 60, height: 20, wall: 10, length: 100 } })).toEqual({ ok: false, errors: { wall: 'wall' } });
    expect(ok(weigh({ shape: 'tube', dimensions: { width: 60, height: 20, wall: 9.99, length: 100 } })).weightPerPiece).toBeGreaterThan(0);
  });

  it('refuses a quantity that is not a whole number from 1, a density of 0 and a negative price', () => {
    expect(weigh({ shape: 'squareBar', dimensions: { side: 1, length: 1 }, quantity: 1.5, density: 0, pricePerKg: -1 })).toEqual({
      ok: false,
      errors: { quantity: 'quantity', density: 'density', pricePerKg: 'price' },
    });
  });
});
