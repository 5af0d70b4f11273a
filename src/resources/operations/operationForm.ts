import { operations as texts } from '../../i18n/tr/operations';
import { duplicateNameError } from './operationNames';
import { wireStatusOf, type ScreenStatus } from './operationStatus';
import type { CatalogueName } from './useOperationCatalogue';

/** An operation as the forms hold it before it is sent. */
export interface OperationDraft {
  name: string;
  description: string;
  status: ScreenStatus;
}

/** What create and update send for a draft: trimmed texts, the status as the server names it. */
export const operationBodyOf = (draft: OperationDraft) => ({ name: draft.name.trim(), description: draft.description.trim(), status: wireStatusOf(draft.status) });

export type OperationFormErrors = Partial<Record<'name' | 'description', string>>;

export const emptyDraft = (): OperationDraft => ({ name: '', description: '', status: 'active' });

export const isBlankDraft = (draft: OperationDraft): boolean => !draft.name.trim() && !draft.description.trim();

/**
 * The new and edit operation rules of 001 section 5: name and description required (trimmed),
 * then no duplicate name among the queued ones or the catalogue (except the one being edited).
 */
export const operationFormErrors = (draft: OperationDraft, queued: readonly OperationDraft[], catalogue: readonly CatalogueName[], editingId?: number): OperationFormErrors => {
  const errors: OperationFormErrors = {};
  if (!draft.name.trim()) errors.name = texts.nameRequired;
  if (!draft.description.trim()) errors.description = texts.descriptionRequired;
  if (!errors.name) {
    const duplicate = duplicateNameError(draft.name, queued.map((q) => q.name), catalogue, editingId);
    if (duplicate) errors.name = duplicate;
  }
  return errors;
};
