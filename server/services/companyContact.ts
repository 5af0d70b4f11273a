import { DEFAULT_COMPANY_CONTACT } from '../../src/domain/companyContactDefaults';
import { companyContactSchema, type CompanyContact } from '../../src/domain/validation/companyContact';
import type { Db } from '../db/connect';
import { readSetting, writeSetting } from './settingsStore';

const SETTING_KEY = 'company_contact';

/** The saved contact details, or the install's defaults while none were saved (or a saved row no longer reads). */
export const readCompanyContact = async (db: Db): Promise<CompanyContact> => {
  const parsed = companyContactSchema.safeParse(await readSetting(db, SETTING_KEY));
  return parsed.success ? parsed.data : DEFAULT_COMPANY_CONTACT;
};

/** Replaces the contact details with checked ones (the route's body). */
export const saveCompanyContact = (db: Db, contact: CompanyContact): Promise<void> => writeSetting(db, SETTING_KEY, contact);
