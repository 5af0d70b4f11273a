import { materials as texts } from '../../i18n/tr/materials';
import { defineResource } from './declaration';
import type { RecordOf } from './recordOf';
import type { materialCategorySchema } from './materialCategories.schema';

const f = texts.fields;
const t = texts.category;

/** A subcategory as a category's answer lists it. */
export interface SubcategoryItem {
  id: number;
  name: string;
  materialCount: number;
}

/**
 * Material categories (ÇELİKLER, PNÖMATİK, and the shop's own), each answered with its
 * subcategories so the panel's selects need one call. Managed on Kategori Yönetimi.
 */
export const materialCategoriesResource = defineResource({
  name: 'materialCategories',
  label: texts.categoriesTitle,
  route: 'materialManagement/category-management',
  path: '/materials/categories',
  envelope: 'categories',
  recordEnvelope: 'category',
  idField: 'id',
  table: 'material_categories',
  updatedAtColumn: 'updated_at',
  screens: false,
  loadSchema: () => import('./materialCategories.schema').then((m) => m.materialCategorySchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'name', label: f.categoryName, kind: 'text', list: true, searchable: true, sortable: true, unique: { ignoreCase: true, message: t.duplicate } },
    { source: 'subcategories', label: f.subcategories, kind: 'list', readOnly: true, computed: true },
    { source: 'materialCount', label: f.materialCount, kind: 'number', list: true, readOnly: true, computed: true },
    { source: 'createdAt', column: 'created_at', label: f.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: f.updatedAt, kind: 'dateTime', readOnly: true, sortable: true },
  ],
  access: { read: 'canAccessMaterials', write: 'canAccessMaterials' },
  log: 'material-category',
  messages: { created: t.created, updated: t.updated, deleted: t.deleted, createFailed: t.createFailed, updateFailed: t.updateFailed, deleteFailed: t.deleteFailed },
  defaultSort: { field: 'id', order: 'ASC' },
});

export type MaterialCategoryRecord = RecordOf<typeof materialCategoriesResource, { subcategories: SubcategoryItem[] }>;
