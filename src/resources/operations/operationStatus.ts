import type { OperationStatus } from '../../domain/resources/operations';

/** The two states the screen knows (001 section 3). */
export type ScreenStatus = 'active' | 'passive';

/** active stays active; inactive and pending are shown as passive. */
export const screenStatusOf = (status: OperationStatus | string | undefined): ScreenStatus => (status === 'active' ? 'active' : 'passive');
