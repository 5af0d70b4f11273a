import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { theme } from './theme';
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

/** The signed-in application, mounted under /admin: one resource per declaration, then the bespoke pages. */
const App = () => (
  <Admin
    basename="/admin"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    layout={AdminLayout}
    dashboard={AdminIndexRedirect}
    catchAll={NotFoundPage}
    accessDenied={AccessDeniedRedirect}
    loginPage={false}
    requireAuth
    disableTelemetry
  >
    {RESOURCES.filter((declaration) => declaration.screens !== false).map((declaration) => (
      <Resource key={declaration.name} {...generatedViews(declaration, RESOURCE_OVERRIDES[declaration.name])} />
    ))}
    <CustomRoutes>{adminRoutes}</CustomRoutes>
    <CustomRoutes noLayout>{materialRoutes(<ProfileMenu />)}</CustomRoutes>
  </Admin>
);

export default App;
