import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { newAttemptKey } from '../../providers/attemptKey';
import { HttpError } from '../../providers/httpClient';

/** A save's toasts, the spec's words from the declaration, then `after` (back to the list, or the dialog closes). */
export const useSaveOutcome = (decl: ResourceDeclaration, kind: 'created' | 'updated', after: () => void) => {
  const notify = useNotify();
  // react-admin patches a saved record into the cached lists but keeps their totals: the stat
  // cards (Aktif, Pasif) would stay stale, so everything the page shows is fetched again.
  const refresh = useRefresh();
  const failed = kind === 'created' ? decl.messages?.createFailed : decl.messages?.updateFailed;
  // One key per record the form makes: sent again after a lost answer (a timeout, a dropped
  // connection), the save gets the record the first one made, never a copy. A new one once made.
  const [attempt, setAttempt] = useState(newAttemptKey);
  return {
    meta: kind === 'created' ? { attempt } : undefined,
    onSuccess: () => {
      setAttempt(newAttemptKey());
      notify(decl.messages?.[kind] ?? 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      refresh();
      after();
    },
    // The server's message first (it says which rule failed), then the spec's generic text; never
    // the client's 'HTTP 500' stand-in for an answer that carried no message.
    onError: (error: unknown) => notify((error instanceof HttpError && error.body.message) || failed || 'ra.notification.http_error', { type: 'error' }),
  };
};
