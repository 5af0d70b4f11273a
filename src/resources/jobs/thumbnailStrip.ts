/** Thumbnails shown in a job row: 3 on mobile and 4 on desktop (001 section 9). */
export const THUMBNAILS_SHOWN = { mobile: 3, desktop: 4 } as const;

/** How many thumbnails a row shows and the '+N' remainder after them (0: no badge). */
export const thumbnailStrip = (total: number, max: number): { shown: number; more: number } => {
  const shown = Math.max(0, Math.min(total, max));
  return { shown, more: Math.max(0, total - shown) };
};
