import type { ReactNode } from 'react';
/** Stub: replaced by the shell work. */
export const LoadingProvider = ({ children }: { children: ReactNode }) => <>{children}</>;
