import { api } from './tr/api';
import { counters } from './tr/counters';
import { validation } from './tr/validation';

/** The source of truth for every text the user sees: the spec's words, byte for byte. */
export const tr = {
  app: { name: 'Atölye Yönetim Sistemi' },
  api,
  validation,
  counters,
};

export type Messages = typeof tr;
