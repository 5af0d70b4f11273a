import type { ReactNode } from 'react';
/** Stub: replaced by the shell work. */
export const RenderErrorBoundary = ({ children }: { children: ReactNode }) => <>{children}</>;
