import { materials as texts } from '../../i18n/tr/materials';
import { Role, type RoleNumber } from '../roles';
import { defineResource } from './declaration';
import type { RecordOf } from './recordOf';
import type { materialSchema } from './materials.schema';

const f = texts.fields;
const shop = (role: RoleNumber) => role !== Role.supplier;

/**
 * Materials of the supply panel (001 sections 2.8, 3): the section 3 shape {id, name, category,
 * subCategory, density, addedDate} plus the ids and the current price per kg. Names and the
 * price are the server's (server/resourceRules/materials.ts). The panel's list and price pages are
 * the generated list with slots (src/resources/materials/list, prices).
 */
export const materialsResource = defineResource({
  name: 'materials',
  label: texts.title,
  route: 'materialManagement/list-materials',
  path: '/materials',
  envelope: 'materials',
  recordEnvelope: 'material',
  idField: 'id',
  table: 'materials',
  updatedAtColumn: 'updated_at',
  screens: false,
  loadSchema: () => import('./materials.schema').then((m) => m.materialSchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'name', label: f.name, kind: 'text', list: true, searchable: true, sortable: true, markedRequired: true },
    { source: 'categoryId', column: 'category_id', label: f.categoryId, kind: 'reference', reference: 'materialCategories', filter: true, sortable: true, markedRequired: true },
    { source: 'category', label: f.category, kind: 'text', list: true, readOnly: true, computed: true },
    { source: 'subCategoryId', column: 'subcategory_id', label: f.subCategoryId, kind: 'reference', reference: 'materialSubcategories', filter: true, markedRequired: true },
    { source: 'subCategory', label: f.subCategory, kind: 'text', list: true, readOnly: true, computed: true },
    { source: 'density', label: f.density, kind: 'number', list: true, sortable: true, markedRequired: true, decimals: 2 },
    // The shop's price stays the shop's: a supplier offering for a material never sees it.
    { source: 'currentPricePerKg', label: f.currentPricePerKg, kind: 'money', readOnly: true, computed: true, visibleTo: shop },
    { source: 'priceValidFrom', label: f.priceValidFrom, kind: 'date', readOnly: true, computed: true, visibleTo: shop },
    { source: 'addedDate', column: 'created_at', label: f.addedDate, kind: 'dateTime', list: true, readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: f.updatedAt, kind: 'dateTime', readOnly: true, sortable: true },
  ],
  // Suppliers read the catalogue to offer for it (supplier offers); the panel is the admins'.
  access: { read: ['canAccessMaterials', 'canAccessSuppliers'], write: 'canAccessMaterials', screen: 'canAccessMaterials' },
  log: 'material',
  messages: {
    created: texts.created,
    updated: texts.updated,
    deleted: texts.deleted,
    createFailed: texts.createFailed,
    updateFailed: texts.updateFailed,
    deleteFailed: texts.deleteFailed,
    loadFailed: texts.loadFailed,
  },
  defaultSort: { field: 'addedDate', order: 'DESC' },
});

export type MaterialRecord = RecordOf<typeof materialsResource>;
