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
