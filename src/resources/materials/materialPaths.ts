/** The panel's addresses (001 section 2.8): absolute, as the app's router sees them (the admin app lives under /admin). */
const base = '/admin/materialManagement';

export const MATERIAL_PATHS = {
  dashboard: `${base}/materialdashboard`,
  add: `${base}/add-material`,
  list: `${base}/list-materials`,
  orders: `${base}/orders-materials`,
  weight: `${base}/weight-calculation`,
  prices: `${base}/price-management`,
  categories: `${base}/category-management`,
  offers: `${base}/supplier-offers`,
  reports: `${base}/reports`,
} as const;

/** Back to the main system, and the help page the footer's support and documentation links open. */
export const MAIN_DASHBOARD = '/admin/dashboard';
export const HELP_PAGE = '/admin/help';
