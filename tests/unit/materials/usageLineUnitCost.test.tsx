import { cleanup, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageLines } from '../../../src/resources/materials/usage/UsageLines';
import type { MaterialUsageLine } from '../../../src/domain/materials/materialUsage';

afterEach(cleanup);

// Unit costs are typed to any decimals (a bolt at 0,333 ₺); the line's cost is rounded to the kuruş.
const line = (over: Partial<MaterialUsageLine>): MaterialUsageLine => ({
  activityId: 1,
  line: 1,
  projectId: 1,
  projectName: 'Pres Gövdesi',
  stepName: null,
  name: 'Alüminyum 6061 Çubuk',
  quantity: 3,
  unit: 'kg',
  unitCost: 12.345,
  cost: 37.04,
  supplier: null,
  createdAt: '2026-11-28T21:20:00.000Z',
  ...over,
});

describe('a usage line', () => {
  it('shows its unit cost with the fractions of a kuruş, so quantity × unit cost reads as its cost', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <UsageLines lines={[line({}), line({ activityId: 2, name: 'Cıvata', unitCost: 0.333, quantity: 2.5, unit: 'adet', cost: 0.83 }), line({ activityId: 3, name: 'Sac', unitCost: 41.5, quantity: 1, cost: 41.5 })]} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const rows = within(screen.getByTestId('usage-table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('₺12,345');
    expect(rows[0]).toHaveTextContent('₺37,04');
    expect(rows[0]).not.toHaveTextContent('₺12,35');
    expect(rows[1]).toHaveTextContent('₺0,333');
    expect(rows[2]).toHaveTextContent('₺41,50');
  });
});
