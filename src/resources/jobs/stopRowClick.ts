import type { SyntheticEvent } from 'react';

/**
 * A click on a row's own buttons, or inside the dialogs they open (portals bubble in React), stays
 * there: the row itself opens the job's page.
 */
export const stopRowClick = (event: SyntheticEvent) => event.stopPropagation();
