import { useResourceContext, useStore } from 'react-admin';

/**
 * Whether a card drawn by its own component shows a field: not when the list's column choice (the
 * table's, `<resource>.datatable`) hides it. Such a card keeps the spec's order.
 */
export const useColumnShown = () => {
  const [hidden] = useStore<string[]>(`${useResourceContext()}.datatable`, []);
  return (source: string) => !hidden.includes(source);
};
