import { z } from 'zod';
import { pages } from '../../i18n/tr/pages';
import { email } from './auth';
import { formatPhone, isTurkishPhone, normalizePhone } from './phone';

const t = pages.settings.company;

const required = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/**
 * Who the install belongs to, as the shell shows it (000 section 1): the name in the top bar and
 * beside every logo, the legal name and tagline in the footer, and the contact details the footer,
 * the help page and the policies give: an e-mail, a Turkish phone (landline or mobile, kept as
 * +90 XXX XXX XX XX) and an address. Set on the settings page.
 */
export const companyProfileSchema = z.object({
  name: required(t.nameRequired, 80, t.nameTooLong),
  legalName: required(t.legalNameRequired, 160, t.legalNameTooLong),
  tagline: z.string({ error: t.taglineTooLong }).trim().max(120, t.taglineTooLong),
  email,
  phone: z
    .string({ error: t.phoneInvalid })
    .max(32, t.phoneInvalid)
    .refine((typed) => isTurkishPhone(normalizePhone(typed)), t.phoneInvalid)
    .transform(formatPhone),
  address: required(t.addressRequired, 300, t.addressTooLong),
});

export type CompanyProfile = z.output<typeof companyProfileSchema>;
