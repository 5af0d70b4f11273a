import { isRoleNumber } from '../../domain/roles';
import { shell } from '../../i18n/tr/shell';

/** The Turkish name of a role number (000 section 3), or '-' for an unknown one. */
export const roleLabel = (role: unknown): string => (isRoleNumber(role) ? shell.roles[role] : '-');
