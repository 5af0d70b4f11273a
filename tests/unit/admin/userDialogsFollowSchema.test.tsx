import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddUserDialog } from '../../../src/custom/admin/users/AddUserDialog';
import { EditUserDialog } from '../../../src/custom/admin/users/EditUserDialog';
import type { AdminUser } from '../../../src/custom/admin/users/usersApi';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

// The declared create and edit bodies with a bound changed: the dialogs must hold to it with its text.
vi.mock('../../../src/domain/validation/adminUsers', async (importOriginal) => {
  const declared = await importOriginal<typeof import('../../../src/domain/validation/adminUsers')>();
  return {
    ...declared,
    createUserBody: declared.createUserBody.superRefine((v, ctx) => {
      if (v.password.length < 10) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Şifre en az 10 karakter' });
    }),
    updateUserBody: declared.updateUserBody.superRefine((v, ctx) => {
      if (v.surname.length < 3) ctx.addIssue({ code: 'custom', path: ['surname'], message: 'Soyad en az 3 karakter' });
    }),
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const change = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const sentBody = (fetchMock: ReturnType<typeof serve>) => JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));

/** The form sits inside the dialog's paper, not as it (axe 'aria-allowed-role' on <form role="dialog">). */
const expectFormInsidePaper = (dialog: HTMLElement) => {
  expect(dialog.tagName).not.toBe('FORM');
  expect(dialog.querySelector('form')).not.toBeNull();
};

describe('the user dialogs follow the declared bodies', { timeout: 20_000 }, () => {
  it('add: opens in the first name, refuses a password under the changed bound at its field, then sends', async () => {
    const fetchMock = serve(() => json(201, { success: true, message: 'Kullanıcı başarıyla oluşturuldu', user: { id: 9 } }));
    const onCreated = vi.fn();
    renderInAdmin(<AddUserDialog open onClose={vi.fn()} onCreated={onCreated} />, { user: userOf(3) });
    const dialog = screen.getByRole('dialog', { name: 'Yeni Kullanıcı Ekle' });
    expectFormInsidePaper(dialog);
    await waitFor(() => expect(within(dialog).getByLabelText('Ad')).toHaveFocus());
    change(dialog, 'Ad', 'Derya');
    change(dialog, 'Soyad', 'Tornacı');
    change(dialog, 'E-posta', 'derya@example.com');
    change(dialog, 'Şifre', 'Guclu1234');
    change(dialog, 'Telefon', '5321112233');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kullanıcı Oluştur' }));
    expect(await within(dialog).findByText('Şifre en az 10 karakter')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Şifre')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Lütfen tüm alanları kontrol edin')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    change(dialog, 'Şifre', 'Guclu12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kullanıcı Oluştur' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ password: 'Guclu12345', phoneNumber: '905321112233', role: 2 });
  });

  it('edit: opens in the first name, refuses a surname under the changed bound at its field, then sends', async () => {
    const fetchMock = serve(() => json(200, { success: true, message: 'Kullanıcı başarıyla güncellendi' }));
    const onSaved = vi.fn();
    const user = { ...userOf(2, { name: 'Derya', surname: 'Tornacı', email: 'derya.tornaci@example.com', phoneNumber: '905321112233' }) } as unknown as AdminUser;
    renderInAdmin(<EditUserDialog user={user} onClose={vi.fn()} onSaved={onSaved} onError={vi.fn()} onSuccess={vi.fn()} messages={{ updated: 'Güncellendi', updateFailed: 'Güncellenemedi' }} />, {
      user: userOf(3),
    });
    const dialog = screen.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
    expectFormInsidePaper(dialog);
    await waitFor(() => expect(within(dialog).getByLabelText('Ad')).toHaveFocus());
    expect(within(dialog).getByLabelText('Kullanıcı adı')).toHaveValue('derya.tornaci');
    change(dialog, 'Soyad', 'Ak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Soyad en az 3 karakter')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    change(dialog, 'Soyad', 'Akın');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ surname: 'Akın', username: 'derya.tornaci', phoneNumber: '905321112233', role: 2 });
  });
});
