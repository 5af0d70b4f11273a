import { Route } from 'react-router-dom';

/** Bespoke pages inside the admin layout (paths relative to /admin). Stub: filled by the shell work. */
export const adminRoutes = [<Route key="dashboard" path="/dashboard" element={<div>Panel</div>} />];
