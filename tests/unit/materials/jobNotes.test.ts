import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { appendToJobNotes } from '../../../src/resources/materials/weight/resultTargets';

const providerWith = (notes: string | null) => {
  const getOne = vi.fn(async () => ({ data: { id: 7, notes } }));
  const update = vi.fn(async (_r: string, p: { data: Record<string, unknown> }) => ({ data: { id: 7, ...p.data } }));
  return { provider: { getOne, update } as unknown as DataProvider, getOne, update };
};

describe('a weight calculation added to a job’s notes (through the declared jobs resource)', () => {
  it('adds the line under the notes already there', async () => {
    const { provider, getOne, update } = providerWith('Malzeme depodan alınacak\n');
    await appendToJobNotes(provider, 7, '[Malzeme] S235JR: 15,41 kg');
    expect(getOne).toHaveBeenCalledWith('jobs', { id: 7 });
    expect(update).toHaveBeenCalledWith('jobs', expect.objectContaining({ id: 7, data: { notes: 'Malzeme depodan alınacak\n[Malzeme] S235JR: 15,41 kg' } }));
  });

  it('makes the line the notes of a job without any', async () => {
    const { provider, update } = providerWith('  ');
    await appendToJobNotes(provider, 7, '[Malzeme] S235JR: 15,41 kg');
    expect(update).toHaveBeenCalledWith('jobs', expect.objectContaining({ data: { notes: '[Malzeme] S235JR: 15,41 kg' } }));
  });
});
