import { DEFAULT_COMPANY_CONTACT } from '../../domain/companyContactDefaults';
import type { CompanyContact } from '../../domain/validation/companyContact';
import { useMethodQuery } from '../../providers/useMethodQuery';

/** Where the contact details sit in react-admin's query cache (the settings form replaces them there on save). */
export const COMPANY_CONTACT_KEY = ['settings', 'company'] as const;

/** The company's contact details, read once a session; the install's defaults until they arrive or if they cannot. */
export const useCompanyContact = (): { contact: CompanyContact; isPending: boolean; error: unknown } => {
  const query = useMethodQuery(COMPANY_CONTACT_KEY, (dataProvider, signal) => dataProvider.getCompanyContact(signal), { staleTime: Infinity });
  return { contact: query.data ?? DEFAULT_COMPANY_CONTACT, isPending: query.isPending, error: query.error };
};
