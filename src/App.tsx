import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { theme } from './theme';
import { AdminLayout } from './custom/shell/AdminLayout';
import { adminRoutes } from './custom/adminRoutes';
import { counters } from './resources/counters';

/** The signed-in application, mounted under /admin. Resources are added here, from their declarations. */
const App = () => (
  <Admin
    basename="/admin"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    layout={AdminLayout}
    loginPage={false}
    requireAuth
    disableTelemetry
  >
    <Resource {...counters} />
    <CustomRoutes>{adminRoutes}</CustomRoutes>
  </Admin>
);

export default App;
