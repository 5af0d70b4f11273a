import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { addToProjectMaterials } from '../../../src/resources/materials/weight/resultTargets';
import { lineCost, linesTotal } from '../../../src/domain/materials/materialCost';
import { computeWeight } from '../../../src/domain/materials/weight';
import { materialsTotal } from '../../../src/domain/resources/activities.schema';

/** The example: a Ø50 × 1000 mm steel round bar (7,85 g/cm³), 15,4134 kg, at ₺46,20 per kg. */
const bar = () => {
  const result = computeWeight({ shape: 'roundBar', dimensions: { diameter: 50, length: 1000 }, density: 7.85, quantity: 1, pricePerKg: 46.2 });
  if (!result.ok) throw new Error('weight');
  return result;
};

describe('one material cost rule for the weight page and the stored materials total', () => {
  it('prices the issue’s bar at ₺712,10 on the page', () => {
    expect(bar().totalWeight).toBeCloseTo(15.41344, 5);
    expect(bar().cost).toBe(712.1);
  });

  it('stores the total the page showed: the weight goes unrounded and the server uses the same rule', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 1, ...params.data } }));
    const { totalWeight, cost } = bar();
    await addToProjectMaterials({ create } as unknown as DataProvider, 12, 9, { material: 'S235JR', totalWeight, pricePerKg: 46.2, line: 'satır' });
    expect(create).toHaveBeenCalledWith('activities', expect.objectContaining({ data: expect.objectContaining({ projectId: 12, stepTemplateId: 9, type: 'materials' }) }));
    const sent = (create.mock.calls[0]![1].data.metadata as { materials: { cost: number; quantity: number }[] }).materials;
    // The server's total (server/resourceRules/activities.ts) is materialsTotal of what was sent.
    expect(materialsTotal(sent)).toBe(cost);
    expect(materialsTotal(sent)).toBe(712.1);
  });

  it('rounds each line half up to the kuruş, past float noise, and adds lines in whole kuruş', () => {
    expect(lineCost(38.5, 23.55)).toBe(906.68); // 906.67499999… in floating point
    expect(lineCost(0.1, 3)).toBe(0.3);
    expect(linesTotal([{ cost: 12.1, quantity: 3 }, { cost: 0.35, quantity: 40 }])).toBe(50.3);
    expect(linesTotal([{ cost: 0.005, quantity: 1 }, { cost: 0.005, quantity: 1 }])).toBe(0.02);
  });
});
