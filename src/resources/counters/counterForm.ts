import { counterSchema } from '../../domain/resources/counters.schema';
import { countersResource, type CounterStatus } from '../../domain/resources/counters';

const statusField = countersResource.fields.find((f) => f.source === 'status')!;

/** The declared statuses, in the declaration's order (Aktif, Pasif). */
export const COUNTER_STATUSES = (statusField.choices ?? []).map((c) => c.id as CounterStatus);

/** A new bench starts Aktif (000 section 3), as the declaration says. */
export const DEFAULT_COUNTER_STATUS = (statusField.defaultValue ?? 'Aktif') as CounterStatus;

/**
 * The bench name's rules come from the declaration's schema: required ('Tezgah adı
 * gereklidir'), at least 2 characters after trimming ('Tezgah adı en az 2 karakter olmalıdır').
 */
export const counterNameError = (name: string): string | null => {
  const result = counterSchema.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

export const otherStatus = (status: CounterStatus): CounterStatus => (status === 'Aktif' ? 'Pasif' : 'Aktif');
