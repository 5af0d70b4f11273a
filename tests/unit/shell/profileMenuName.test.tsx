import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileMenu } from '../../../src/custom/shell/ProfileMenu';
import { rememberSession } from '../../../src/providers/session';
import { renderInAdmin, userOf } from './shellHarness';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Issue 12: after a profile edit the top bar showed the old name until the page was reloaded.
describe("the top bar's name", () => {
  it('follows a profile save at once, without a reload', async () => {
    const user = userOf(4, { name: 'Mehmet', surname: 'Usta' });
    renderInAdmin(<ProfileMenu />, { user });
    expect(await screen.findByText('Mehmet Usta')).toBeInTheDocument();

    // What the profile dialog does with PUT /users/@me's answer.
    act(() => rememberSession({ user: { ...user, name: 'Mehmet Ali' } }));

    expect(await screen.findByText('Mehmet Ali Usta')).toBeInTheDocument();
    expect(screen.queryByText('Mehmet Usta')).not.toBeInTheDocument();
  });
});
