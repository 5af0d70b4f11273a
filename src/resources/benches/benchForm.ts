import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { benchSchema } from '../../domain/resources/benches.schema';
import { benchesResource, type BenchStatus } from '../../domain/resources/benches';

const statusField = benchesResource.fields.find((f) => f.source === 'status')!;

/** The declared statuses, in the declaration's order (Aktif, Pasif). */
export const COUNTER_STATUSES = (statusField.choices ?? []).map((c) => c.id as BenchStatus);

/** A new bench starts Aktif (000 section 3), as the declaration says. */
export const DEFAULT_COUNTER_STATUS = (statusField.defaultValue ?? 'Aktif') as BenchStatus;

export const otherStatus = (status: BenchStatus): BenchStatus => (status === 'Aktif' ? 'Pasif' : 'Aktif');

/** The add and edit modal's values: the bench's name and its status. */
export interface BenchFormValues {
  name: string;
  status: BenchStatus;
}

/** What add and edit send: the declared schema's output (the name trimmed). */
export type BenchBody = z.output<typeof benchSchema>;

/**
 * The bench's rules are the declared schema's: a name required ('Tezgah adı gereklidir') and at
 * least 2 characters after trimming ('Tezgah adı en az 2 karakter olmalıdır').
 */
export const benchResolver = zodResolver(benchSchema) as Resolver<BenchFormValues, unknown, BenchBody>;
