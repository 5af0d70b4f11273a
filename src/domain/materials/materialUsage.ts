/** One material line of a project's 'materials' activity, as the supply panel lists what orders used. */
export interface MaterialUsageLine {
  activityId: number;
  /** The line's place in its activity (1-based): with the activity, its key. */
  line: number;
  projectId: number;
  projectName: string;
  stepName: string | null;
  name: string;
  quantity: number;
  unit: string;
  /** ₺ per unit. */
  unitCost: number;
  /** Unit cost × quantity to the kuruş (the materials activity's own rule). */
  cost: number;
  supplier: string | null;
  createdAt: string;
}

export interface MaterialUsagePage {
  lines: MaterialUsageLine[];
  /** Lines matching the search, all pages. */
  total: number;
  /** Their cost, all pages. */
  totalCost: number;
}

/** The periods the materials report offers, in months back from today; 0 is everything. */
export const USAGE_REPORT_PERIODS = [1, 3, 12, 0] as const;
export type UsageReportPeriod = (typeof USAGE_REPORT_PERIODS)[number];

/** A group of lines in the report: what it is, how many lines, how much in all (quantity per unit). */
export interface UsageGroup {
  key: string;
  /** The material's unit; '' for groups that mix units (a supplier, a month). */
  unit: string;
  quantity: number;
  lines: number;
  cost: number;
}

/** 'Raporlar': the lines of a period grouped by material, by supplier and by month (Istanbul). */
export interface MaterialUsageReport {
  totalCost: number;
  lines: number;
  byMaterial: UsageGroup[];
  bySupplier: UsageGroup[];
  /** 'YYYY-MM', oldest first. */
  byMonth: UsageGroup[];
}
