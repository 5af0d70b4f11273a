import { Layout, type LayoutProps } from 'react-admin';
/** Stub: replaced by the shell work. */
export const AdminLayout = (props: LayoutProps) => <Layout {...props} />;
