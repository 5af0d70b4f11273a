import { describe, expect, it } from 'vitest';
import { returnPathOf } from '../../../src/custom/auth/returnPath';

describe('the path the sign-in screen returns to', () => {
  it('keeps a signed-in page with its query (a scanned traveller code)', () => {
    expect(returnPathOf({ nextPathname: '/admin/shop/bench/3', nextSearch: '?job=7&op=2' })).toBe('/admin/shop/bench/3?job=7&op=2');
    expect(returnPathOf({ nextPathname: '/admin/dashboard' })).toBe('/admin/dashboard');
  });

  it('refuses anything outside the app’s /admin pages', () => {
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({ nextPathname: 'https://example.org/admin/x' })).toBeNull();
    expect(returnPathOf({ nextPathname: '//example.org/admin/x' })).toBeNull();
    expect(returnPathOf({ nextPathname: '/admin//example.org' })).toBeNull();
    expect(returnPathOf({ nextPathname: '/auth/login' })).toBeNull();
  });
});
