import CssBaseline from '@mui/material/CssBaseline';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as AdminErrorPage,
  LoadingPage,
  Notification,
  Resource,
  localStorageStore,
} from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { theme } from './theme';
import { ToastLayer } from './ui/ToastLayer';
import { AdminLayout } from './custom/shell/AdminLayout';
import { AccessDeniedRedirect } from './custom/shell/AccessDeniedRedirect';
import { AdminIndexRedirect } from './custom/shell/AdminIndexRedirect';
import { NotFoundPage } from './custom/errors/NotFoundPage';
import { ProfileMenu } from './custom/shell/ProfileMenu';
import { adminRoutes } from './custom/adminRoutes';
import { materialRoutes } from './resources/materials';
import { RESOURCES } from './domain/resources';
import { generatedViews } from './resources/generic/generatedViews';
import { RESOURCE_OVERRIDES } from './resources/overrides';

// What <Admin> would make: its default store. <Admin> and <AdminUI> are not used because their
// default props import what this app never shows: react-admin's English i18nProvider (with
// ra-language-english) and its login page (with its form, inputs and lodash). Issue 23.
const store = localStorageStore();
// A phone's page opens with its menu closed. react-admin keeps one open state for every width, so
// a drawer left open came back over the next load; closed after its first frame instead, its modal
// left the whole page hidden from screen readers (aria-hidden on #root).
if (window.matchMedia?.(theme.breakpoints.down('sm').replace(/^@media\s*/, '')).matches) store.setItem('sidebar.open', false);

/** The signed-in application, mounted under /admin: one resource per declaration, then the bespoke pages. */
const App = () => (
  <AdminContext basename="/admin" authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} theme={theme} store={store}>
    {/* <AdminUI> as react-admin writes it, less the login page and the OAuth callback. */}
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        layout={AdminLayout}
        dashboard={AdminIndexRedirect}
        catchAll={NotFoundPage}
        accessDenied={AccessDeniedRedirect}
        authenticationError={AuthenticationError}
        error={AdminErrorPage}
        loading={LoadingPage}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {RESOURCES.filter((declaration) => declaration.screens !== false).map((declaration) => (
          <Resource key={declaration.name} {...generatedViews(declaration, RESOURCE_OVERRIDES[declaration.name])} />
        ))}
        <CustomRoutes>{adminRoutes}</CustomRoutes>
        <CustomRoutes noLayout>{materialRoutes(<ProfileMenu />)}</CustomRoutes>
      </CoreAdminUI>
      {/* With the app's own toasts at the top right (000 §2 'a toast area sits at the top right'): at the
          bottom, on a phone, react-admin's covered a dialog's İptal / Kaydet while it showed. */}
      <ToastLayer>
        <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />
      </ToastLayer>
    </CssBaseline>
  </AdminContext>
);

export default App;
