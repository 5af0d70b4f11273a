import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DEFAULT_COMPANY_CONTACT } from '../../domain/companyContactDefaults';
import { settingsMethods } from '../../providers/settingsMethods';
import { ContactEmailContext } from '../pages/legal/contactEmail';

/**
 * The privacy policy and terms, readable before signing in: the registration form asks a
 * stranger to accept them, so they must open without an account (/admin/* needs one). Out here
 * there is no react-admin cache, so the saved contact e-mail is read once per page.
 */
export const PublicDocument = ({ children }: { children: ReactNode }) => {
  const [email, setEmail] = useState(DEFAULT_COMPANY_CONTACT.email);
  useEffect(() => {
    const reading = new AbortController();
    // Unreadable, the install's default stays: the policy is still worth reading.
    settingsMethods.getCompanyContact(reading.signal).then((contact) => setEmail(contact.email), () => undefined);
    return () => reading.abort();
  }, []);
  return (
    <ContactEmailContext.Provider value={email}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 } }}>
        <Box sx={{ maxWidth: 960, mx: 'auto' }}>{children}</Box>
      </Box>
    </ContactEmailContext.Provider>
  );
};
