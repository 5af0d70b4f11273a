import { createContext, useContext } from 'react';
import { DEFAULT_COMPANY_PROFILE } from '../domain/companyProfileDefaults';
import type { CompanyProfile } from '../domain/validation/companyProfile';

export interface CompanyProfileState {
  /** The saved details; the install's defaults until they arrive, or if they cannot. */
  profile: CompanyProfile;
  status: 'loading' | 'ready' | 'failed';
  /** Shows details just saved everywhere at once. */
  replace: (profile: CompanyProfile) => void;
}

export const CompanyProfileContext = createContext<CompanyProfileState>({ profile: DEFAULT_COMPANY_PROFILE, status: 'loading', replace: () => undefined });

/** Who the install belongs to, for the top bar, the footer, the logo's name, the help page and the policies. */
export const useCompanyProfile = (): CompanyProfileState => useContext(CompanyProfileContext);
