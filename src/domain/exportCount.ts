/**
 * The response header of a CSV export telling how many data rows follow, sent before the rows
 * so the screen can show a determinate bar while the body streams. Missing: count unknown.
 */
export const EXPORT_COUNT_HEADER = 'x-total-count';
