import { lazy } from 'react';
import { Route } from 'react-router-dom';

const Landing = lazy(() => import('./auth/Landing').then((m) => ({ default: m.Landing })));
const LoginPage = lazy(() => import('./auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const NotFoundPage = lazy(() => import('./errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ForbiddenPage = lazy(() => import('./errors/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));
const ErrorPage = lazy(() => import('./errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));

/** Routes that never load the admin bundle: landing redirect, auth screens, error pages. */
export const publicRoutes = [
  <Route key="landing" path="/" element={<Landing />} />,
  <Route key="login" path="/auth/login" element={<LoginPage />} />,
  <Route key="error" path="/error" element={<ErrorPage />} />,
  <Route key="unauthorized" path="/unauthorized" element={<ForbiddenPage />} />,
  <Route key="notfound" path="*" element={<NotFoundPage />} />,
];
