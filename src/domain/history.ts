/** One field of a history entry as the server answers it: the declared field, its label, its values. */
export interface HistoryChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** Where a change came from (server/services/history/changeOrigin.ts). */
export type HistoryOrigin = 'form' | 'import' | 'bulk' | 'restore' | 'system';

/** An entry of GET /v1/<path>/:id/history, newest first. */
export interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'delete';
  origin: HistoryOrigin | string;
  userId: number | null;
  /** null: a change the system made (no signed-in writer). */
  userName: string | null;
  /** ISO instant. */
  at: string;
  changes: HistoryChange[];
}

/** How many entries a page of the history tab holds. */
export const HISTORY_PER_PAGE = 10;
