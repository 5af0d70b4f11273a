import { shell } from '../i18n/tr/shell';
import type { CompanyContact } from './validation/companyContact';

/**
 * What a new install shows until an admin saves its own contact details. Apart from their schema:
 * the footer reads these on every signed-in page, and zod stays out of the shell's first load.
 */
export const DEFAULT_COMPANY_CONTACT: CompanyContact = { email: shell.company.email, phone: shell.company.phone, address: shell.company.address };
