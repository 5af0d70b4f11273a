import type { ReactNode } from 'react';
/** Stub: replaced by the shell work. */
export const ToastProvider = ({ children }: { children: ReactNode }) => <>{children}</>;
