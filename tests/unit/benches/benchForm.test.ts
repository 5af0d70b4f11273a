import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { benchesResource } from '../../../src/domain/resources/benches';
import { benchSchema } from '../../../src/domain/resources/benches.schema';
import { resolveForm } from '../formResolver';

// The bench modal is the generated form: its resolver is the declared schema's (useDeclaredResolver).
type BenchValues = { name: string; status: 'Aktif' | 'Pasif' };
const benchResolver = zodResolver(benchSchema) as unknown as Resolver<BenchValues, unknown, BenchValues>;
const nameError = async (name: string) => (await resolveForm(benchResolver, { name, status: 'Aktif' as const })).errors.name ?? null;
const status = benchesResource.fields.find((f) => f.source === 'status')!;

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

  it('starts a new bench Aktif and offers Aktif and Pasif', () => {
    expect(status.choices?.map((c) => c.id)).toEqual(['Aktif', 'Pasif']);
    expect(status.defaultValue).toBe('Aktif');
  });
});
