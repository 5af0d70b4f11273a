import { useEffect } from 'react';
import type { ErrorProps } from 'react-admin';
import { RenderErrorRedirect } from '../errors/RenderErrorRedirect';

/** A render error inside the admin layout (react-admin's own boundary): log it, then go to /error. */
export const LayoutRenderError = ({ error, errorInfo }: ErrorProps) => {
  useEffect(() => {
    console.error('Render error:', error, errorInfo?.componentStack);
  }, [error, errorInfo]);
  return <RenderErrorRedirect error={error} componentStack={errorInfo?.componentStack} />;
};
