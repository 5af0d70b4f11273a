import { z } from 'zod';
import { pages } from '../../i18n/tr/pages';
import { email } from './auth';
import { formatPhone, isTurkishPhone, normalizePhone } from './phone';

const t = pages.settings.contact;

/**
 * The company's contact details the footer shows (000 section 1): an e-mail, a Turkish phone
 * (landline or mobile, kept as +90 XXX XXX XX XX) and an address, set on the settings page.
 */
export const companyContactSchema = z.object({
  email,
  phone: z
    .string({ error: t.phoneInvalid })
    .max(32, t.phoneInvalid)
    .refine((typed) => isTurkishPhone(normalizePhone(typed)), t.phoneInvalid)
    .transform(formatPhone),
  address: z.string({ error: t.addressRequired }).trim().min(1, t.addressRequired).max(300),
});

export type CompanyContact = z.output<typeof companyContactSchema>;
