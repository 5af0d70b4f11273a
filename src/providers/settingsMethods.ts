import type { CompanyContact } from '../domain/validation/companyContact';
import { api } from './httpClient';

/** The shop's settings that are no declared resource, beside react-admin's methods: useDataProvider<SettingsMethods>(). */
export interface SettingsMethods {
  /** The contact details the footer shows (the install's defaults until an admin saves its own). */
  getCompanyContact: (signal?: AbortSignal) => Promise<CompanyContact>;
  /** Saves them (admins); answers them as stored. */
  setCompanyContact: (contact: CompanyContact) => Promise<CompanyContact>;
}

export const settingsMethods: SettingsMethods = {
  getCompanyContact: async (signal) => (await api<{ data: CompanyContact }>('/settings/company', { signal })).data,
  setCompanyContact: async (contact) => (await api<{ data: CompanyContact }>('/settings/company', { method: 'PUT', body: contact })).data,
};
