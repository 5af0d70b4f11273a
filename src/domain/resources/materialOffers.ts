import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { Role, type RoleNumber } from '../roles';
import { defineResource } from './declaration';
import type { RecordOf } from './recordOf';
import type { materialOfferSchema } from './materialOffers.schema';

const f = texts.fields;
const s = texts.statuses;
const shop = (role: RoleNumber) => role !== Role.supplier;

const statusChoices = [
  { id: 'pending', db: 'pending', label: s.pending },
  { id: 'accepted', db: 'accepted', label: s.accepted },
  { id: 'rejected', db: 'rejected', label: s.rejected },
] as const;

/**
 * Supplier offers: what a supplier does in the app. A supplier offers prices for catalogue
 * materials and sees only their own offers and how the shop decided; admins see every offer on
 * the supply panel's Tedarikçi Teklifleri page and accept one (its price enters the material's
 * history from that day) or reject it (server/routes/materialOffers.ts).
 */
export const materialOffersResource = defineResource({
  name: 'materialOffers',
  label: texts.title,
  route: 'materialManagement/supplier-offers',
  path: '/materials/offers',
  envelope: 'offers',
  recordEnvelope: 'offer',
  idField: 'id',
  table: 'material_offers',
  updatedAtColumn: 'updated_at',
  screens: false,
  transfer: 'export',
  loadSchema: () => import('./materialOffers.schema').then((m) => m.materialOfferSchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'materialId', column: 'material_id', label: f.materialId, kind: 'reference', reference: 'materials', filter: true },
    { source: 'material', label: f.material, kind: 'text', list: true, readOnly: true, computed: true },
    { source: 'supplierId', column: 'supplier_id', label: f.supplierId, kind: 'id', lookup: 'users', filter: true, editableBy: { allowed: shop, message: texts.validation.supplierInvalid } },
    { source: 'supplier', label: f.supplier, kind: 'text', list: true, readOnly: true, computed: true },
    { source: 'pricePerKg', column: 'price_per_kg', label: f.pricePerKg, kind: 'money', list: true, sortable: true },
    { source: 'validUntil', column: 'valid_until', label: f.validUntil, kind: 'date', list: true, sortable: true },
    { source: 'note', label: f.note, kind: 'longText', searchable: true },
    { source: 'status', label: f.status, kind: 'choice', list: true, filter: true, sortable: true, readOnly: true, choices: statusChoices },
    { source: 'decisionNote', column: 'decision_note', label: f.decisionNote, kind: 'longText', readOnly: true },
    { source: 'decidedAt', column: 'decided_at', label: f.decidedAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'createdAt', column: 'created_at', label: f.createdAt, kind: 'dateTime', list: true, readOnly: true, sortable: true },
  ],
  // Suppliers offer (canAccessSuppliers, their only area besides the profile); admins decide.
  access: { read: ['canAccessSuppliers', 'canAccessMaterials'], write: ['canAccessSuppliers', 'canAccessMaterials'] },
  log: 'material-offer',
  nameField: 'material',
  messages: {
    created: texts.created,
    updated: texts.updated,
    deleted: texts.deleted,
    createFailed: texts.createFailed,
    updateFailed: texts.updateFailed,
    deleteFailed: texts.deleteFailed,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
});

export type MaterialOfferRecord = RecordOf<typeof materialOffersResource>;
export type MaterialOfferStatus = MaterialOfferRecord['status'];
