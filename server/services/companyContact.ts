import { companyContactSchema, DEFAULT_COMPANY_CONTACT, type CompanyContact } from '../../src/domain/validation/companyContact';
import type { Db } from '../db/connect';

const SETTING_KEY = 'company_contact';

/** The saved contact details, or the install's defaults while none were saved (or a saved row no longer reads). */
export const readCompanyContact = async (db: Db): Promise<CompanyContact> => {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTING_KEY).executeTakeFirst();
  if (!row) return DEFAULT_COMPANY_CONTACT;
  const parsed = companyContactSchema.safeParse(typeof row.value === 'string' ? JSON.parse(row.value) : row.value);
  return parsed.success ? parsed.data : DEFAULT_COMPANY_CONTACT;
};

/** Replaces the contact details with checked ones (the route's body). */
export const saveCompanyContact = async (db: Db, contact: CompanyContact): Promise<void> => {
  const value = JSON.stringify(contact);
  await db
    .insertInto('settings')
    .values({ key: SETTING_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
};
