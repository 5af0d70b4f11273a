import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { AppRouter } from './providers/AppRouter';
import { LoadingOverlay } from './custom/loading/LoadingOverlay';
import { LoadingProvider } from './custom/loading/LoadingProvider';
import { RenderErrorBoundary } from './custom/errors/RenderErrorBoundary';
import { ToastProvider } from './ui/ToastProvider';
import { publicRoutes } from './custom/publicRoutes';
import { CompanyProfileProvider } from './custom/shell/CompanyProfileProvider';
import './domain/validation/locale';

// The signed-in admin (react-admin and everything it pulls) loads only when /admin is visited.
const App = lazy(() => import('./App'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoadingProvider>
        <ToastProvider>
          <CompanyProfileProvider>
            <AppRouter>
              <RenderErrorBoundary>
                <Suspense fallback={<LoadingOverlay open />}>
                  <Routes>
                    {publicRoutes}
                    <Route path="/admin/*" element={<App />} />
                  </Routes>
                </Suspense>
              </RenderErrorBoundary>
            </AppRouter>
          </CompanyProfileProvider>
        </ToastProvider>
      </LoadingProvider>
    </ThemeProvider>
  </StrictMode>,
);
