import { shell } from '../i18n/tr/shell';
import type { CompanyProfile } from './validation/companyProfile';

/**
 * What a new install shows until an admin saves its own company details. Apart from their schema:
 * the shell reads these on every page, and zod stays out of its first load.
 */
export const DEFAULT_COMPANY_PROFILE: CompanyProfile = {
  name: shell.company.name,
  legalName: shell.company.legalName,
  tagline: shell.company.tagline,
  email: shell.company.email,
  phone: shell.company.phone,
  address: shell.company.address,
};
