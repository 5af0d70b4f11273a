import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequirePermission } from '../../../src/ui/RequirePermission';
import { renderInAdmin, userOf } from './shellHarness';

afterEach(cleanup);

const guarded = (
  <RequirePermission permission="canAccessCounters">
    <p>gizli ekran</p>
  </RequirePermission>
);

describe('RequirePermission', () => {
  it('renders the page for a user holding the permission', async () => {
    renderInAdmin(guarded, { user: userOf(3) });
    expect(await screen.findByText('gizli ekran')).toBeInTheDocument();
  });

  it('redirects a user without it to /unauthorized, never showing the page', async () => {
    renderInAdmin(guarded, { user: userOf(0) });
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/unauthorized');
    expect(screen.queryByText('gizli ekran')).not.toBeInTheDocument();
  });

  it('redirects an unverified phone to phone verification', async () => {
    renderInAdmin(guarded, { user: userOf(3, { flags: 1 }) });
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/auth/gsm-verification');
  });
});
