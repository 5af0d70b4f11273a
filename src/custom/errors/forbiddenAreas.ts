import { errors } from '../../i18n/tr/errors';

const { areas, areasHeading, adminHeading } = errors.forbidden;

export interface ForbiddenAreas {
  heading: string;
  areas: readonly string[];
}

/**
 * What the 403 page lists per role. The spec fixes these lists (000 section 2): they are not
 * derived from the permission matrix (a master has an employee's permissions yet gets no list).
 */
export const forbiddenAreasFor = (role: number | null | undefined): ForbiddenAreas | null => {
  switch (role) {
    case 0:
      return { heading: areasHeading, areas: [areas.projectList, areas.profile] };
    case 1:
      return { heading: areasHeading, areas: [areas.supplierManagement, areas.profile] };
    case 2:
      return { heading: areasHeading, areas: [areas.jobList, areas.jobEdit, areas.photoManagement, areas.profile] };
    case 3:
      return {
        heading: adminHeading,
        areas: [
          areas.dashboard,
          areas.userManagement,
          areas.customerManagement,
          areas.supplierManagement,
          areas.jobAndProjectTracking,
          areas.counterManagement,
          areas.operationManagement,
          areas.procedureManagement,
          areas.materialManagement,
          areas.pricingAndPayments,
          areas.activityLogs,
          areas.settings,
        ],
      };
    default:
      return null;
  }
};
