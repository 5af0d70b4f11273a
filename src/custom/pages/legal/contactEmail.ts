import { createContext, useContext } from 'react';
import { DEFAULT_COMPANY_CONTACT } from '../../../domain/companyContactDefaults';

/**
 * The e-mail the policies name for questions: the one an admin saved under Ayarlar. The pages are
 * read signed in (inside react-admin) and before signing in (outside it), so each host supplies it.
 */
export const ContactEmailContext = createContext(DEFAULT_COMPANY_CONTACT.email);

/** The policy texts' `{email}`, filled in with what the host supplied. */
export const useFillContactEmail = (): ((text: string) => string) => {
  const email = useContext(ContactEmailContext);
  return (text) => text.replaceAll('{email}', email);
};
