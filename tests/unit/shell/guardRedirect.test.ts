import { describe, expect, it } from 'vitest';
import { deniedRedirect, guardRedirect } from '../../../src/ui/guardRedirect';
import { userOf } from './shellHarness';

describe('the guard of the signed-in routes', () => {
  it('sends a stranger to sign in and an unverified phone to verification, before any permission', () => {
    expect(guardRedirect(null, 'canAccessProfile')).toBe('/auth/login');
    expect(guardRedirect(userOf(3, { flags: 1 }), 'canAccessDashboard')).toBe('/auth/gsm-verification');
    expect(guardRedirect(userOf(3, { flags: 1 }))).toBe('/auth/gsm-verification');
  });

  it('lets a user in where the matrix allows and sends them to /unauthorized elsewhere', () => {
    expect(guardRedirect(userOf(3), 'canAccessCounters')).toBeNull();
    expect(guardRedirect(userOf(0), 'canViewAllProjects')).toBeNull();
    expect(guardRedirect(userOf(0), 'canAccessCounters')).toBe('/unauthorized');
    expect(guardRedirect(userOf(4), 'canAccessSettings')).toBe('/unauthorized');
  });

  it('sends an account awaiting approval to the waiting page, but lets it see its profile', () => {
    const pending = userOf(2, { status: 'pending' });
    expect(guardRedirect(pending, 'canAccessJobs')).toBe('/auth/awaiting-approval');
    expect(guardRedirect(pending, 'canAccessProfile')).toBeNull();
  });

  it('needs only a signed-in user with a verified phone when no permission is named', () => {
    expect(guardRedirect(userOf(1))).toBeNull();
  });

  it('turns a refusal by react-admin into the same destinations', () => {
    expect(deniedRedirect(null)).toBe('/auth/login');
    expect(deniedRedirect(userOf(0))).toBe('/unauthorized');
    expect(deniedRedirect(userOf(1, { status: 'pending' }))).toBe('/auth/awaiting-approval');
  });
});
