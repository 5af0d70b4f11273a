import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountStatusActions } from '../../../src/custom/admin/users/AccountStatusActions';
import type { AdminUser } from '../../../src/custom/admin/users/usersApi';
import { userOf } from '../shell/shellHarness';

afterEach(cleanup);

const waiting = { ...userOf(2), status: 'pending', assignedProjects: 0 } as AdminUser;

describe('an account’s status actions on its card', () => {
  it('hands the focus from Onayla to the deactivate icon once the account is approved', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<AccountStatusActions user={waiting} busy={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(onChange).toHaveBeenCalledWith(waiting, 'active');
    // While the request runs the button is disabled, then the approved account's icon replaces it.
    rerender(<AccountStatusActions user={waiting} busy onChange={onChange} />);
    rerender(<AccountStatusActions user={{ ...waiting, status: 'active' }} busy={false} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Devre Dışı Bırak' })).toHaveFocus();
  });
});
