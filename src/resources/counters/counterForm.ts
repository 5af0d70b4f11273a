import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { counterSchema } from '../../domain/resources/counters.schema';
import { countersResource, type CounterStatus } from '../../domain/resources/counters';

const statusField = countersResource.fields.find((f) => f.source === 'status')!;

/** The declared statuses, in the declaration's order (Aktif, Pasif). */
export const COUNTER_STATUSES = (statusField.choices ?? []).map((c) => c.id as CounterStatus);

/** A new bench starts Aktif (000 section 3), as the declaration says. */
export const DEFAULT_COUNTER_STATUS = (statusField.defaultValue ?? 'Aktif') as CounterStatus;

export const otherStatus = (status: CounterStatus): CounterStatus => (status === 'Aktif' ? 'Pasif' : 'Aktif');

/** The add and edit modal's values: the bench's name and its status. */
export interface CounterFormValues {
  name: string;
  status: CounterStatus;
}

/** What add and edit send: the declared schema's output (the name trimmed). */
export type CounterBody = z.output<typeof counterSchema>;

/**
 * The bench's rules are the declared schema's: a name required ('Tezgah adı gereklidir') and at
 * least 2 characters after trimming ('Tezgah adı en az 2 karakter olmalıdır').
 */
export const counterResolver = zodResolver(counterSchema) as Resolver<CounterFormValues, unknown, CounterBody>;
