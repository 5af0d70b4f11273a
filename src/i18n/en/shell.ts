import type { MessageShape } from '../shape';
import type { shell as tr } from '../tr/shell';

export const shell: MessageShape<typeof tr> = {
  menu: {
    dashboard: 'Dashboard',
    pricing: 'Pricing',
    jobs: 'Job tracking',
    projects: 'Project tracking',
    procedures: 'Procedure management',
    users: 'Users',
    customers: 'Customers',
    counters: 'Benches',
    suppliers: 'Supplier management',
    operations: 'Operations',
    activityLogs: 'Activity logs',
    materials: 'Raw material management',
  },
  menuSections: { main: 'Menu', quickLinks: 'Quick links' },
  quickLinks: { mainSite: 'Main site', help: 'Help', settings: 'Settings' },
  topBar: {
    toggleMenu: 'Toggle menu',
    rates: 'Exchange rates',
    rateUnavailable: 'Exchange rate unavailable right now',
    clock: 'Date and time',
    profileMenu: 'Profile menu',
  },
  profileMenu: { profile: 'My profile', myLogs: 'My activity log', settings: 'Settings', logout: 'Sign out' },
  logout: {
    pending: 'Signing out. Please wait...',
    failed: 'Could not sign out.',
  },
  roles: { 0: 'Customer', 1: 'Supplier', 2: 'Employee', 3: 'Administrator', 4: 'Foreman' },
  company: {
    name: 'Atölye Machining',
    legalName: 'Atölye Makina İmalat San. ve Tic. Ltd. Şti.',
    tagline: 'Machining and precision manufacturing',
    email: 'iletisim@example.com',
    phone: '+90 (212) 000 00 00',
    address: 'Organised Industrial Zone, 1st Street No: 1, Başakşehir / Istanbul',
  },
  footer: {
    contact: 'Contact',
    address: 'Address',
    lastUpdate: 'Last update',
    rights: 'All rights reserved.',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    help: 'Help',
  },
  loading: {
    title: 'System loading',
    subtitle: 'Please wait, the application is getting ready...',
    progress: 'Loading...',
    detail: 'Preparing components',
  },
  guard: { checking: 'Checking permissions...' },
};
