import type { CompanyProfile } from '../domain/validation/companyProfile';
import { api } from './httpClient';

/** The shop's settings that are no declared resource, beside react-admin's methods: useDataProvider<SettingsMethods>(). */
export interface SettingsMethods {
  /** The contact details the footer shows (the install's defaults until an admin saves its own). */
  getCompanyProfile: (signal?: AbortSignal) => Promise<CompanyProfile>;
  /** Saves them (admins); answers them as stored. */
  setCompanyProfile: (contact: CompanyProfile) => Promise<CompanyProfile>;
}

export const settingsMethods: SettingsMethods = {
  getCompanyProfile: async (signal) => (await api<{ data: CompanyProfile }>('/settings/company', { signal })).data,
  setCompanyProfile: async (contact) => (await api<{ data: CompanyProfile }>('/settings/company', { method: 'PUT', body: contact })).data,
};
