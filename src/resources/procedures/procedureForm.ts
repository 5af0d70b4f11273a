import { procedures as texts } from '../../i18n/tr/procedures';
import type { Procedure } from './procedureTypes';

/** The 'Yeni Kategori Ekle' form before it is sent. */
export interface CategoryDraft {
  name: string;
  description: string;
}

export interface CategoryBody {
  name: string;
  description: string;
}

export type CategoryFormErrors = Partial<Record<'name', string>>;

/** 001 section 5: the name is required after trimming; the description is labelled required but not checked. */
export const categoryFormErrors = (draft: CategoryDraft): CategoryFormErrors => (draft.name.trim() ? {} : { name: texts.categoryNameRequired });

export const categoryBodyOf = (draft: CategoryDraft): CategoryBody => ({ name: draft.name.trim(), description: draft.description.trim() });

/** The add and edit procedure forms; categoryId is the select's value ('' until one is chosen). */
export interface ProcedureDraft {
  categoryId: number | '';
  title: string;
  description: string;
  isActive: boolean;
}

/** 'add' sends the description only when written; 'edit' requires it and carries Aktif / Pasif. */
export type ProcedureFormMode = 'add' | 'edit';

export interface ProcedureBody {
  categoryId: number;
  title: string;
  description?: string;
  isActive?: boolean;
}

export type ProcedureFormErrors = Partial<Record<'categoryId' | 'title' | 'description', string>>;

export const emptyProcedureDraft = (categoryId: number | '' = ''): ProcedureDraft => ({ categoryId, title: '', description: '', isActive: true });

export const draftOfProcedure = (p: Procedure): ProcedureDraft => ({ categoryId: p.categoryId ?? '', title: p.title, description: p.description ?? '', isActive: p.isActive });

/** 001 section 5: category and title required; the edit form also requires the description. */
export const procedureFormErrors = (draft: ProcedureDraft, mode: ProcedureFormMode): ProcedureFormErrors => {
  const errors: ProcedureFormErrors = {};
  if (draft.categoryId === '') errors.categoryId = texts.categoryRequired;
  if (!draft.title.trim()) errors.title = texts.titleRequired;
  if (mode === 'edit' && !draft.description.trim()) errors.description = texts.descriptionRequired;
  return errors;
};

/** What the form sends: trimmed texts; on add the description only if present, on edit the status too. */
export const procedureBodyOf = (draft: ProcedureDraft, mode: ProcedureFormMode): ProcedureBody => {
  if (draft.categoryId === '') throw new Error('procedureBodyOf: no category (check procedureFormErrors first)');
  const body: ProcedureBody = { categoryId: draft.categoryId, title: draft.title.trim() };
  const description = draft.description.trim();
  if (description) body.description = description;
  if (mode === 'edit') body.isActive = draft.isActive;
  return body;
};
