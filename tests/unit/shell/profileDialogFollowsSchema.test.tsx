import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileEditDialog } from '../../../src/custom/pages/profile/ProfileEditDialog';
import { json, renderInAdmin, serve, userOf } from './shellHarness';

// The declared profile fields with the first name's bound changed: the dialog must hold to it with its text.
vi.mock('../../../src/domain/validation/auth', async (importOriginal) => {
  const { z } = await import('zod');
  const declared = await importOriginal<typeof import('../../../src/domain/validation/auth')>();
  return { ...declared, profileUpdateFields: declared.profileUpdateFields.extend({ firstName: z.string().trim().min(4, 'Ad en az 4 karakter') }) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WRONG = 'Mevcut şifre hatalı';

describe('the profile edit dialog follows the declared profile body', { timeout: 20_000 }, () => {
  it('opens in the first name, refuses it under the changed bound at the field, and keeps the server’s refusal in the dialog', async () => {
    const fetchMock = serve(() => json(400, { success: false, message: WRONG, errors: { currentPassword: WRONG } }));
    const user = userOf(2, { name: 'Ali', surname: 'Kaya' });
    renderInAdmin(<ProfileEditDialog user={user} open onClose={vi.fn()} />, { user });
    const dialog = screen.getByRole('dialog', { name: 'Profili Düzenle' });
    expect(dialog.tagName).not.toBe('FORM');
    expect(dialog.querySelector('form')).not.toBeNull();
    const firstName = within(dialog).getByLabelText('Ad');
    await waitFor(() => expect(firstName).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Ad en az 4 karakter')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(firstName, { target: { value: 'Alican' } });
    fireEvent.change(within(dialog).getByLabelText('Mevcut Şifre'), { target: { value: 'Yanlis123!' } });
    fireEvent.change(within(dialog).getByLabelText('Yeni Şifre'), { target: { value: 'Yeni1234!' } });
    fireEvent.change(within(dialog).getByLabelText('Yeni Şifre (Tekrar)'), { target: { value: 'Yeni1234!' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      firstName: 'Alican',
      lastName: 'Kaya',
      currentPassword: 'Yanlis123!',
      newPassword: 'Yeni1234!',
    });
    // Above the fields and under the current password: the dialog stays open.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WRONG);
    expect(within(dialog).getAllByText(WRONG)).toHaveLength(2);
  });
});
