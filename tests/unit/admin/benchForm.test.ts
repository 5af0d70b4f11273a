import { describe, expect, it } from 'vitest';
import { COUNTER_STATUSES, benchResolver, DEFAULT_COUNTER_STATUS, otherStatus } from '../../../src/resources/benches/benchForm';
import { resolveForm } from '../formResolver';

const nameError = async (name: string) => (await resolveForm(benchResolver, { name, status: 'Aktif' as const })).errors.name ?? null;

describe('the bench form', () => {
  it('requires a name, at least 2 characters once trimmed, with the spec’s texts', async () => {
    expect(await nameError('')).toBe('Tezgah adı gereklidir');
    expect(await nameError('   ')).toBe('Tezgah adı gereklidir');
    expect(await nameError(' A ')).toBe('Tezgah adı en az 2 karakter olmalıdır');
    expect(await nameError('CNC-1')).toBeNull();
  });

  it('sends the trimmed name and the status', async () => {
    expect((await resolveForm(benchResolver, { name: ' CNC-1 ', status: 'Pasif' as const })).body).toEqual({ name: 'CNC-1', status: 'Pasif' });
  });

  it('starts a new bench Aktif and toggles between Aktif and Pasif', () => {
    expect(COUNTER_STATUSES).toEqual(['Aktif', 'Pasif']);
    expect(DEFAULT_COUNTER_STATUS).toBe('Aktif');
    expect(otherStatus('Aktif')).toBe('Pasif');
    expect(otherStatus('Pasif')).toBe('Aktif');
  });
});
