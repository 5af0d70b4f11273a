import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddUserDialog } from '../../../src/custom/admin/users/AddUserDialog';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

const PHONE_MESSAGE = 'Geçerli bir Türkiye telefon numarası girin (+90 5XX XXX XX XX)';

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (fixedRole?: 1) => {
  const onCreated = vi.fn();
  renderInAdmin(<AddUserDialog open onClose={vi.fn()} onCreated={onCreated} fixedRole={fixedRole} />, { user: userOf(3) });
  return { onCreated, dialog: screen.getByRole('dialog') };
};

/** Typing key by key is slow on a loaded machine: fields are filled in one change each. */
const change = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const fill = async (dialog: HTMLElement, phone: string) => {
  change(dialog, 'Ad', 'Derya');
  change(dialog, 'Soyad', 'Tornacı');
  change(dialog, 'E-posta', 'derya@example.com');
  change(dialog, 'Şifre', 'Guclu1234');
  change(dialog, 'Telefon', phone);
  return userEvent.setup();
};

describe('the add-user dialog', { timeout: 15_000 }, () => {
  it('stops a short phone with the spec’s text, then sends 90 + ten digits as an employee', async () => {
    const fetchMock = serve(() => json(201, { success: true, message: 'Kullanıcı başarıyla oluşturuldu', user: { id: 9 } }));
    const { onCreated, dialog } = open();
    const user = await fill(dialog, '532 111');
    await user.click(within(dialog).getByRole('button', { name: 'Kullanıcı Oluştur' }));
    expect(within(dialog).getByText(PHONE_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    change(dialog, 'Telefon', '+90 532 111 2233');
    await waitFor(() => expect(within(dialog).queryByText(PHONE_MESSAGE)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Kullanıcı Oluştur' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/auth/admin/create-user');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Derya', surname: 'Tornacı', email: 'derya@example.com', password: 'Guclu1234', phoneNumber: '905321112233', role: 2 });
    expect(await screen.findByText('Kullanıcı başarıyla oluşturuldu')).toBeInTheDocument();
  });

  it('on the suppliers page fixes the role and offers the company fields', async () => {
    const fetchMock = serve(() => json(201, { success: true, user: { id: 9 } }));
    const { dialog } = open(1);
    expect(within(dialog).getByRole('heading', { name: 'Yeni Tedarikçi Ekle' })).toBeInTheDocument();
    const user = await fill(dialog, '5321112233');
    change(dialog, 'Firma adı', 'Örnek Metal');
    change(dialog, 'Vergi numarası', '12x34567890');
    await user.click(within(dialog).getByRole('button', { name: 'Kullanıcı Oluştur' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ role: 1, companyName: 'Örnek Metal', taxId: '1234567890' });
  });

  it('shows the server’s refusal and its field message', async () => {
    serve(() => json(409, { success: false, message: 'Bu e-posta adresi zaten kayıtlı', errors: { email: 'Bu e-posta adresi zaten kayıtlı' } }));
    const { dialog, onCreated } = open();
    const user = await fill(dialog, '5321112233');
    await user.click(within(dialog).getByRole('button', { name: 'Kullanıcı Oluştur' }));
    expect(await within(dialog).findAllByText('Bu e-posta adresi zaten kayıtlı')).toHaveLength(2);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
