import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { theme } from './theme';
import { AdminLayout } from './custom/shell/AdminLayout';
import { AccessDeniedRedirect } from './custom/shell/AccessDeniedRedirect';
import { AdminIndexRedirect } from './custom/shell/AdminIndexRedirect';
import { NotFoundPage } from './custom/errors/NotFoundPage';
import { adminRoutes } from './custom/adminRoutes';
import { counters } from './resources/counters';
import { jobs } from './resources/jobs';
import { operations } from './resources/operations';

/** The signed-in application, mounted under /admin. Resources are added here, from their declarations. */
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
    <Resource {...counters} />
    <Resource {...jobs} />
    <Resource {...operations} />
    <CustomRoutes>{adminRoutes}</CustomRoutes>
  </Admin>
);

export default App;
