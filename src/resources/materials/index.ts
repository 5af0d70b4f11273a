/**
 * The materials resource's screens: the supply panel (001 section 2.8), its own frame and pages
 * under /admin/materialManagement/. The declarations (materials, categories, subcategories) are
 * screens: false, so the panel is mounted as routes, not as generated views.
 */
export { materialRoutes } from './materialRoutes';
