import { fill } from '../../i18n/fill';
import { operations as texts } from '../../i18n/tr/operations';

export interface BulkToast {
  kind: 'success' | 'error';
  message: string;
}

/** The toasts after posting a queue one by one (001 section 8): successes, failures, or none added. */
export const bulkToasts = (added: number, failed: number): BulkToast[] => {
  if (added === 0) return [{ kind: 'error', message: texts.bulkNone }];
  const toasts: BulkToast[] = [{ kind: 'success', message: fill(texts.bulkAdded, { n: added }) }];
  if (failed > 0) toasts.push({ kind: 'error', message: fill(texts.bulkFailed, { n: failed }) });
  return toasts;
};
