import { z } from 'zod';
import { ROLE_NUMBERS, type RoleNumber } from '../roles';
import { views as texts } from '../../i18n/tr/views';

/** compact: DataTable's small rows (react-admin's default); comfortable: its medium ones. */
export const DENSITIES = ['compact', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];

/** The most views one user keeps on one list. */
export const VIEWS_PER_LIST_MAX = 50;

const key = z.string().min(1).max(64);
const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
/** A list filter's value as react-admin holds it: a text, number, yes/no, or a few of them. */
const filterValue = z.union([scalar, z.array(scalar).max(100)]);

/**
 * What a saved view restores on a list: the columns shown in their order (by field source), the sort,
 * the filters as the list sends them, the page size and the rows' density. Every part is optional:
 * what a view leaves out, the list keeps as it is.
 */
export const viewStateSchema = z.strictObject(
  {
    columns: z.array(key).max(100).optional(),
    sort: key.optional(),
    order: z.enum(['ASC', 'DESC']).optional(),
    filter: z.record(key, filterValue).refine((f) => Object.keys(f).length <= 50).optional(),
    perPage: z.number().int().min(1).max(1000).optional(),
    density: z.enum(DENSITIES).optional(),
  },
  { error: texts.invalidState },
);
export type ViewState = z.infer<typeof viewStateSchema>;

const viewName = z.string({ error: texts.nameRequired }).trim().min(1, texts.nameRequired).max(80, texts.nameTooLong);
const role = z.number({ error: texts.invalidRole }).refine((r): r is RoleNumber => (ROLE_NUMBERS as readonly number[]).includes(r), texts.invalidRole);

/** POST /v1/views: a new view of one list (the declared resource's name); publishing is an admin's. */
export const viewCreateSchema = z.strictObject({
  list: z.string({ error: texts.unknownList }).max(64, texts.unknownList),
  name: viewName,
  state: viewStateSchema,
  isDefault: z.boolean().optional(),
  publishedRole: role.nullable().optional(),
});

/** PUT /v1/views/:id: rename, replace the state, publish or withdraw. */
export const viewUpdateSchema = z.strictObject({
  name: viewName.optional(),
  state: viewStateSchema.optional(),
  publishedRole: role.nullable().optional(),
});

/** A view as the API answers it, its state already narrowed to what the reader may see. */
export interface SavedView {
  id: number;
  list: string;
  name: string;
  state: ViewState;
  /** The owner's default on this list; on a published view, the default of the role it is published to. */
  isDefault: boolean;
  publishedRole: RoleNumber | null;
  /** The reader's own view (editable); false for one published to the reader's role by an admin. */
  own: boolean;
  createdAt: string;
  updatedAt: string;
}
