import { operations as texts } from '../../i18n/tr/operations';

export interface BulkToast {
  kind: 'success' | 'error';
  message: string;
}

const withCount = (template: string, n: number) => template.replace('%{n}', String(n));

/** The toasts after posting a queue one by one (001 section 8): successes, failures, or none added. */
export const bulkToasts = (added: number, failed: number): BulkToast[] => {
  if (added === 0) return [{ kind: 'error', message: texts.bulkNone }];
  const toasts: BulkToast[] = [{ kind: 'success', message: withCount(texts.bulkAdded, added) }];
  if (failed > 0) toasts.push({ kind: 'error', message: withCount(texts.bulkFailed, failed) });
  return toasts;
};
