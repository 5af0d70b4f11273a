import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { PublicDocument } from './auth/PublicDocument';

// Every page is its own chunk: /auth/login must load neither react-admin nor the other screens.
const Landing = lazy(() => import('./auth/Landing').then((m) => ({ default: m.Landing })));
const LoginPage = lazy(() => import('./auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const GsmVerificationPage = lazy(() => import('./auth/GsmVerificationPage').then((m) => ({ default: m.GsmVerificationPage })));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('./auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })));
const AwaitingApprovalPage = lazy(() => import('./auth/AwaitingApprovalPage').then((m) => ({ default: m.AwaitingApprovalPage })));
const AboutPage = lazy(() => import('./auth/AboutPage').then((m) => ({ default: m.AboutPage })));
const PrivacyPage = lazy(() => import('./pages/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('./pages/legal/TermsPage').then((m) => ({ default: m.TermsPage })));
const NotFoundPage = lazy(() => import('./errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ForbiddenPage = lazy(() => import('./errors/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));
const ErrorPage = lazy(() => import('./errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));

/** Routes that never load the admin bundle: landing redirect, auth screens, error pages. */
export const publicRoutes = [
  <Route key="landing" path="/" element={<Landing />} />,
  <Route key="about" path="/about" element={<AboutPage />} />,
  <Route key="privacy" path="/privacy" element={<PublicDocument><PrivacyPage /></PublicDocument>} />,
  <Route key="terms" path="/terms" element={<PublicDocument><TermsPage /></PublicDocument>} />,
  <Route key="login" path="/auth/login" element={<LoginPage />} />,
  <Route key="register" path="/auth/register" element={<RegisterPage />} />,
  <Route key="gsm" path="/auth/gsm-verification" element={<GsmVerificationPage />} />,
  <Route key="forgot" path="/auth/forgot-password" element={<ForgotPasswordPage />} />,
  // Both readings of the route table (000 section 2); without a token the user goes to sign-in.
  <Route key="reset" path="/auth/reset-password/:token" element={<ResetPasswordPage />} />,
  <Route key="reset-short" path="/reset-password/:token" element={<ResetPasswordPage />} />,
  <Route key="reset-no-token" path="/auth/reset-password" element={<Navigate to="/auth/login" replace />} />,
  <Route key="reset-short-no-token" path="/reset-password" element={<Navigate to="/auth/login" replace />} />,
  <Route key="verify-email" path="/verify-email/:token" element={<VerifyEmailPage />} />,
  <Route key="awaiting" path="/auth/awaiting-approval" element={<AwaitingApprovalPage />} />,
  <Route key="error" path="/error" element={<ErrorPage />} />,
  <Route key="unauthorized" path="/unauthorized" element={<ForbiddenPage />} />,
  <Route key="notfound" path="*" element={<NotFoundPage />} />,
];
