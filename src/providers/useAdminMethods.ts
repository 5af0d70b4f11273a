import { useDataProvider, type DataProvider } from 'react-admin';
import type { AdminMethods } from './adminMethods';

/** The dataProvider with the admin pages' calls to undeclared routes. */
export const useAdminMethods = () => useDataProvider<DataProvider & AdminMethods>();
