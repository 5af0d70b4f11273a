import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, ResourceDefinitionContextProvider, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { GeneratedList } from '../../../src/resources/generic/GeneratedList';
import type { ResourceOverride } from '../../../src/resources/generic/resourceOverride';
import { adminAuth } from './adminAuth';

/** A declared resource's list page as the app mounts it (its generated list with its slots, toasts shown), for an admin unless `auth` says who. */
export const renderGeneratedList = (declaration: ResourceDeclaration, override: ResourceOverride, dataProvider: DataProvider, auth: AuthProvider = adminAuth) => {
  const route = declaration.route;
  return render(
    <MemoryRouter initialEntries={[`/${route}`]}>
      <AdminContext dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceDefinitionContextProvider definitions={{ [route]: { name: route, hasList: true, hasCreate: true, hasEdit: true, hasShow: true } }}>
          <ResourceContextProvider value={route}>
            <Suspense>
              <GeneratedList declaration={declaration} override={override} />
            </Suspense>
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
};
