import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastProvider } from '../../../src/ui/ToastProvider';
import type { ApiUser } from '../../../src/domain/user';
import { forgetUser } from '../../../src/providers/session';
import { tokenStore } from '../../../src/providers/tokenStore';
import type { RoleNumber } from '../../../src/domain/roles';

/** A demo-like user of a role; flags 3 = e-mail and phone verified. */
export const userOf = (role: RoleNumber, extra: Partial<ApiUser> = {}): ApiUser => ({
  id: 10 + role,
  name: 'Deneme',
  surname: 'Kullanıcı',
  email: `rol${role}@example.com`,
  role,
  phoneNumber: '905550000000',
  company: null,
  flags: 3,
  status: 'active',
  lastLogin: null,
  createdAt: '2025-10-04T10:00:00Z',
  ...extra,
});

const authFor = (user: ApiUser | null): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => {
    if (!user) throw new Error('no user');
    return { ...user, fullName: `${user.name} ${user.surname}` };
  },
});

/** Where a navigation ended up. */
const Arrived = () => <div data-testid="arrived">{useLocation().pathname}</div>;

/** Puts `user` in the session the way a sign-in leaves it: a token and a fresh cached copy. */
const signIn = (user: ApiUser | null) => {
  forgetUser();
  if (!user) return tokenStore.clear();
  tokenStore.set('test-token');
  localStorage.setItem('cached_user', JSON.stringify({ user, at: Date.now() }));
};

/** Renders a shell element at a URL inside react-admin's contexts, signed in as `user`. */
/** dataProvider: the app's own, for screens that read and write through it (fetch stubbed by serve). */
export const renderInAdmin = (element: ReactElement, opts: { user: ApiUser | null; url?: string; pattern?: string; dataProvider?: DataProvider; i18nProvider?: I18nProvider }) => {
  signIn(opts.user);
  return render(
    <ToastProvider>
      <MemoryRouter initialEntries={[opts.url ?? '/admin/x']}>
        <AdminContext authProvider={authFor(opts.user)} dataProvider={opts.dataProvider} i18nProvider={opts.i18nProvider} store={memoryStore()}>
          <Routes>
            <Route path={opts.pattern ?? '/admin/*'} element={element} />
            <Route path="*" element={<Arrived />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>
    </ToastProvider>,
  );
};

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch with a handler, returning the mock. */
export const serve = (handler: (url: string) => Response | Promise<Response>) => {
  const mock = vi.fn(async (url: string) => handler(url));
  vi.stubGlobal('fetch', mock);
  return mock;
};
