import { materials as texts } from '../../i18n/tr/materials';
import { defineResource } from './declaration';
import type { RecordOf } from './recordOf';
import type { materialSubcategorySchema } from './materialSubcategories.schema';

const f = texts.fields;
const t = texts.subcategory;

/** Subcategories of a material category; a material names one of its own category's. */
export const materialSubcategoriesResource = defineResource({
  name: 'materialSubcategories',
  label: texts.subcategoriesTitle,
  route: 'materialManagement/subcategories',
  path: '/materials/subcategories',
  envelope: 'subcategories',
  recordEnvelope: 'subcategory',
  idField: 'id',
  table: 'material_subcategories',
  updatedAtColumn: 'updated_at',
  screens: false,
  loadSchema: () => import('./materialSubcategories.schema').then((m) => m.materialSubcategorySchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'categoryId', column: 'category_id', label: f.categoryId, kind: 'reference', reference: 'materialCategories', filter: true, sortable: true },
    { source: 'categoryName', label: f.category, kind: 'text', list: true, readOnly: true, computed: true },
    { source: 'name', label: f.subcategoryName, kind: 'text', list: true, searchable: true, sortable: true },
    { source: 'materialCount', label: f.materialCount, kind: 'number', list: true, readOnly: true, computed: true },
    { source: 'createdAt', column: 'created_at', label: f.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: f.updatedAt, kind: 'dateTime', readOnly: true, sortable: true },
  ],
  access: { read: 'canAccessMaterials', write: 'canAccessMaterials' },
  log: 'material-subcategory',
  messages: { created: t.created, updated: t.updated, deleted: t.deleted, createFailed: t.createFailed, updateFailed: t.updateFailed, deleteFailed: t.deleteFailed },
  defaultSort: { field: 'name', order: 'ASC' },
});

export type MaterialSubcategoryRecord = RecordOf<typeof materialSubcategoriesResource>;
