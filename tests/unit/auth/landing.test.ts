import { describe, expect, it } from 'vitest';
import { landingTarget } from '../../../src/custom/auth/Landing';
import type { ApiUser } from '../../../src/domain/user';

const user = (over: Partial<ApiUser>): ApiUser => ({
  id: 1, name: 'D', surname: 'Y', email: 'd@example.com', role: 0, phoneNumber: '905321234567', company: null, flags: 3, status: 'active', lastLogin: null, createdAt: '2025-10-04T10:00:00Z', ...over,
});

describe('the landing redirect at / (000 section 2)', () => {
  it('sends a visitor without a user to sign-in', () => expect(landingTarget(null)).toBe('/auth/login'));

  it.each([
    [0, '/admin/dashboard/list-projects'],
    [1, '/admin/dashboard/suppliers'],
    [2, '/admin/dashboard/list-jobs'],
    [3, '/admin/dashboard'],
    [4, '/admin/dashboard/list-jobs'],
  ] as const)('sends role %i to %s', (role, path) => expect(landingTarget(user({ role }))).toBe(path));

  it('sends an unknown role to sign-in', () => expect(landingTarget(user({ role: 9 as never }))).toBe('/auth/login'));

  it('asks for phone verification first, then for approval', () => {
    expect(landingTarget(user({ flags: 1, status: 'pending', role: 2 }))).toBe('/auth/gsm-verification');
    expect(landingTarget(user({ flags: 2, status: 'pending', role: 2 }))).toBe('/auth/awaiting-approval');
  });

  it('sends a disabled account to sign-in', () => expect(landingTarget(user({ status: 'disabled' }))).toBe('/auth/login'));
});
