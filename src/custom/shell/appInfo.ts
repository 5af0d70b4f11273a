/** The date of the release this build belongs to, shown in the footer (kept with the legal pages' date). */
export const LAST_UPDATED = new Date('2025-10-04T00:00:00+03:00');
