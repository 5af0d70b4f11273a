/**
 * The declared resources' names, which references use. index.ts maps each to its declaration,
 * so a name here without a declaration (or the reverse) fails to compile.
 */
export type ResourceName =
  | 'counters'
  | 'operations'
  | 'jobs'
  | 'stepTemplates'
  | 'projectTemplates'
  | 'projects'
  | 'activities'
  | 'procedureCategories'
  | 'procedures'
  | 'materials'
  | 'materialCategories'
  | 'materialSubcategories'
  | 'materialOffers';
