/** The photo viewer's zoom of 001 sections 2.2 and 9: 0.5 to 3 in steps of 0.25, starting at 1. */
export const ZOOM = { min: 0.5, max: 3, step: 0.25, start: 1 } as const;

export const clampZoom = (zoom: number): number => Math.min(ZOOM.max, Math.max(ZOOM.min, zoom));

export const zoomIn = (zoom: number): number => clampZoom(zoom + ZOOM.step);

export const zoomOut = (zoom: number): number => clampZoom(zoom - ZOOM.step);

/** Arrow keys walk the photos round: after the last comes the first. */
export const stepPhoto = (index: number, delta: number, count: number): number => (count ? (index + delta + count) % count : 0);

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * The file name a download gets: photo-{n}.jpg, n counted from 1 (001 section 2.2), for a JPEG;
 * another format keeps its own extension (a PNG named .jpg would open wrongly in some programs).
 */
export const photoFileName = (index: number, mimeType = 'image/jpeg'): string => `photo-${index + 1}.${EXTENSIONS[mimeType] ?? 'jpg'}`;
