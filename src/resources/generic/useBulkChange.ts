import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useResourceContext } from 'react-admin';
import { formatCount } from '../../domain/format';
import { fill } from '../../i18n/fill';
import { HttpError } from '../../providers/httpClient';
import { bulk as texts } from '../../i18n/tr/bulk';
import { requestErrorText } from '../../ui/requestError';

/** The records a bulk change names: those selected, or every record matching the list's filter. */
export interface BulkTarget {
  count: number;
  ids: readonly (string | number)[];
  /** Set when the change is for all records matching the filter, not only the selected ones. */
  filter?: Record<string, unknown>;
}

/** A refused record as the server lists it, with its Turkish reason. */
export interface BulkRefusal {
  id: number;
  message: string;
}

export interface BulkOutcome {
  message: string;
  refused: BulkRefusal[];
}

/**
 * Runs one bulk update or delete through the dataProvider (one request for all records), then
 * refreshes the list, clears the selection and says how many changed. A refusal is kept for the
 * dialog to show: the server's message and each refused record's reason.
 */
export const useBulkChange = (target: BulkTarget) => {
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const { onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const run = async (change: 'update' | 'delete', data?: Record<string, unknown>): Promise<boolean> => {
    setPending(true);
    setOutcome(null);
    const params = { ids: [...target.ids], meta: target.filter ? { filter: target.filter } : undefined };
    try {
      if (change === 'update') await dataProvider.updateMany(resource, { ...params, data: data ?? {} });
      else await dataProvider.deleteMany(resource, params);
      notify(fill(change === 'update' ? texts.updated : texts.deleted, { count: formatCount(target.count) }), { type: 'info' });
      onUnselectItems();
      refresh();
      return true;
    } catch (err) {
      const refused = err instanceof HttpError && Array.isArray(err.body.refused) ? (err.body.refused as BulkRefusal[]) : [];
      setOutcome({ message: requestErrorText(err, texts.screen.failed), refused });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, outcome, clear: () => setOutcome(null) };
};
