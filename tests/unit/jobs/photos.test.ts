import { describe, expect, it } from 'vitest';
import { clampZoom, photoFileName, stepPhoto, zoomIn, zoomOut, ZOOM } from '../../../src/resources/jobs/photoZoom';
import { thumbnailStrip, THUMBNAILS_SHOWN } from '../../../src/resources/jobs/thumbnailStrip';
import { thumbnailPaths } from '../../../src/resources/jobs/jobRecord';

describe('the photo viewer (001 sections 2.2, 9)', () => {
  it('starts at 1 and zooms between 0.5 and 3 in steps of 0.25', () => {
    expect(ZOOM.start).toBe(1);
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(zoomOut(0.75))).toBe(0.5);
    expect(zoomIn(3)).toBe(3);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(0)).toBe(0.5);
  });

  it('walks the photos round with the arrow keys', () => {
    expect(stepPhoto(0, -1, 3)).toBe(2);
    expect(stepPhoto(2, 1, 3)).toBe(0);
    expect(stepPhoto(0, 1, 0)).toBe(0);
  });

  it('names downloads photo-{n}.jpg counted from 1', () => {
    expect(photoFileName(0)).toBe('photo-1.jpg');
    expect(photoFileName(4)).toBe('photo-5.jpg');
    expect(photoFileName(1, 'image/jpeg')).toBe('photo-2.jpg');
    expect(photoFileName(1, 'image/png')).toBe('photo-2.png');
    expect(photoFileName(2, 'image/webp')).toBe('photo-3.webp');
  });
});

describe('row thumbnails', () => {
  it('shows 4 on desktop and 3 on mobile with the rest as +N', () => {
    expect(thumbnailStrip(6, THUMBNAILS_SHOWN.desktop)).toEqual({ shown: 4, more: 2 });
    expect(thumbnailStrip(6, THUMBNAILS_SHOWN.mobile)).toEqual({ shown: 3, more: 3 });
    expect(thumbnailStrip(3, THUMBNAILS_SHOWN.mobile)).toEqual({ shown: 3, more: 0 });
    expect(thumbnailStrip(0, THUMBNAILS_SHOWN.desktop)).toEqual({ shown: 0, more: 0 });
  });

  it('uses the small thumbnails, made from the keys when the answer has none', () => {
    expect(thumbnailPaths({ attachments: ['a.png'], thumbnails: undefined })).toEqual(['/images/a.png?thumb=1']);
    expect(thumbnailPaths({ attachments: ['a.png'], thumbnails: ['/images/a.png?thumb=1'] })).toEqual(['/images/a.png?thumb=1']);
  });
});
