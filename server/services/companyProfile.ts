import { DEFAULT_COMPANY_PROFILE } from '../../src/domain/companyProfileDefaults';
import { companyProfileSchema, type CompanyProfile } from '../../src/domain/validation/companyProfile';
import type { Db } from '../db/connect';
import { readSetting, writeSetting } from './settingsStore';

// The row's key from when it held the contact details alone; kept, so that those stay saved.
const SETTING_KEY = 'company_contact';

/**
 * The saved company details, or the install's defaults while none were saved. A row saved before
 * the name and tagline were settings keeps its contact details and takes the default name; a row
 * that no longer reads at all gives the defaults.
 */
export const readCompanyProfile = async (db: Db): Promise<CompanyProfile> => {
  const saved = await readSetting(db, SETTING_KEY);
  const parsed = companyProfileSchema.safeParse(saved && typeof saved === 'object' ? { ...DEFAULT_COMPANY_PROFILE, ...saved } : saved);
  return parsed.success ? parsed.data : DEFAULT_COMPANY_PROFILE;
};

/** Replaces the company details with checked ones (the route's body). */
export const saveCompanyProfile = (db: Db, profile: CompanyProfile): Promise<void> => writeSetting(db, SETTING_KEY, profile);
