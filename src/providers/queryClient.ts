import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query client, but a save goes out even when the browser says it is offline. In
 * TanStack's default mode it was held back without a word, its button spinning, and sent by
 * itself once the connection came back, long after the user had given up or closed the dialog.
 * Sent, it fails at once with its form's failure message and the form stays open to save again.
 */
export const queryClient = new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
