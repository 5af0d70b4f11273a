import { api } from './en/api';
import { counters } from './en/counters';
import { validation } from './en/validation';
import type { MessageShape } from './shape';
import type { Messages } from './tr';

export const en: MessageShape<Messages> = {
  app: { name: 'Workshop Management System' },
  api,
  validation,
  counters,
};
