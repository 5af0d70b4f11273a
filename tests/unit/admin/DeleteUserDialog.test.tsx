import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteUserDialog } from '../../../src/custom/admin/users/DeleteUserDialog';
import { json, serve, userOf } from '../shell/shellHarness';

const target = userOf(2, { id: 42, name: 'Derya', surname: 'Tornacı', email: 'derya.tornaci@example.com' });
const messages = { deleted: 'Kullanıcı başarıyla silindi', deleteFailed: 'Kullanıcı silinirken bir hata oluştu' };

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => {
  const props = { onClose: vi.fn(), onDeleted: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() };
  render(<DeleteUserDialog user={target} messages={messages} {...props} />);
  return props;
};

describe('deleting a user by typing the username', { timeout: 15_000 }, () => {
  it('refuses a different username without calling the server', async () => {
    const fetchMock = serve(() => json(200, { success: true }));
    const props = open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kullanıcı adı'), 'derya');
    await user.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
    expect(screen.getByText('Kullanıcı adı eşleşmiyor')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(props.onDeleted).not.toHaveBeenCalled();
  });

  it('deletes on the server once the username matches', async () => {
    const fetchMock = serve(() => json(200, { success: true, message: 'ok' }));
    const props = open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kullanıcı adı'), 'derya.tornaci');
    await user.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
    await vi.waitFor(() => expect(props.onDeleted).toHaveBeenCalledWith(target));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/users/admin/42');
    expect(init.method).toBe('DELETE');
    expect(props.onSuccess).toHaveBeenCalledWith('Kullanıcı başarıyla silindi');
  });

  it('keeps the dialog open with the server’s reason when it refuses (409)', async () => {
    serve(() => json(409, { success: false, message: 'Bu kullanıcıya bağlı işler bulunduğu için silinemez.' }));
    const props = open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kullanıcı adı'), 'derya.tornaci');
    await user.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
    expect(await screen.findByText('Bu kullanıcıya bağlı işler bulunduğu için silinemez.')).toBeInTheDocument();
    expect(props.onDeleted).not.toHaveBeenCalled();
    expect(props.onError).toHaveBeenCalledWith('Bu kullanıcıya bağlı işler bulunduğu için silinemez.');
  });
});
