import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_COMPANY_PROFILE } from '../../domain/companyProfileDefaults';
import type { CompanyProfile } from '../../domain/validation/companyProfile';
import { settingsMethods } from '../../providers/settingsMethods';
import { CompanyProfileContext } from '../../ui/useCompanyProfile';

/**
 * Reads the company's details once a page load, for every page: the sign-in screens and the
 * policies show them before anyone has signed in, outside react-admin and its cache.
 */
export const CompanyProfileProvider = ({ children }: { children: ReactNode }) => {
  const [profile, setProfile] = useState<CompanyProfile>(DEFAULT_COMPANY_PROFILE);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    const reading = new AbortController();
    settingsMethods.getCompanyProfile(reading.signal).then(
      (saved) => {
        setProfile(saved);
        setStatus('ready');
      },
      // Unreadable, the install's defaults stay on screen; the settings form says it could not load.
      () => reading.signal.aborted || setStatus('failed'),
    );
    return () => reading.abort();
  }, []);
  const value = useMemo(
    () => ({
      profile,
      status,
      replace: (saved: CompanyProfile) => {
        setProfile(saved);
        setStatus('ready');
      },
    }),
    [profile, status],
  );
  return <CompanyProfileContext.Provider value={value}>{children}</CompanyProfileContext.Provider>;
};
