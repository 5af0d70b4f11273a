import type { ReactNode } from 'react';
import { useCompanyContact } from '../../shell/useCompanyContact';
import { ContactEmailContext } from './contactEmail';

/** Signed in, the policies name the e-mail from react-admin's cache, the footer's. */
export const SavedContactEmail = ({ children }: { children: ReactNode }) => (
  <ContactEmailContext.Provider value={useCompanyContact().contact.email}>{children}</ContactEmailContext.Provider>
);
