import { useState } from 'react';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { fieldErrorsOf } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { FormDialog } from '../../ui/FormDialog';
import { createProcedure, updateProcedure } from './procedureApi';
import { draftOfProcedure, emptyProcedureDraft, procedureBodyOf, procedureFormErrors, type ProcedureDraft, type ProcedureFormErrors } from './procedureForm';
import { ProcedureFormFields } from './ProcedureFormFields';
import type { Procedure, ProcedureCategory } from './procedureTypes';
import { saveErrorText } from './saveErrorText';
import { TOAST_3S } from './toastTiming';

const t = procedureScreens.procedureForm;

interface ProcedureFormDialogProps {
  categories: readonly Pick<ProcedureCategory, 'id' | 'name'>[];
  /** The procedure to edit; absent to add one. */
  procedure?: Procedure;
  /** The category chosen beforehand when adding. */
  categoryId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/** The add and edit procedure dialogs (001 sections 2.7, 5, 8): both saved on the server. */
export const ProcedureFormDialog = ({ categories, procedure, categoryId, onClose, onSaved }: ProcedureFormDialogProps) => {
  const toast = useToast();
  const mode = procedure ? 'edit' : 'add';
  const [draft, setDraft] = useState<ProcedureDraft>(() => (procedure ? draftOfProcedure(procedure) : emptyProcedureDraft(categoryId ?? '')));
  const [errors, setErrors] = useState<ProcedureFormErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<ProcedureDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };
  const save = async () => {
    const found = procedureFormErrors(draft, mode);
    setErrors(found);
    if (Object.keys(found).length) {
      // One message per failure: the toast, with each field's own text under it (no second copy in the dialog).
      toast.error(texts.fillAll, TOAST_3S);
      return;
    }
    setSaving(true);
    try {
      const body = procedureBodyOf(draft, mode);
      if (procedure) await updateProcedure(procedure.id, body);
      else await createProcedure(body);
      toast.success(procedure ? texts.procedureUpdated : texts.procedureCreated, TOAST_3S);
      onSaved();
      onClose();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      const message = procedure
        ? saveErrorText(err, { refused: texts.procedureUpdateFailed, failed: texts.procedureUpdateFailed })
        : saveErrorText(err, { refused: texts.procedureCreateFailed, failed: texts.procedureAddError });
      toast.error(message, TOAST_3S);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={procedure ? t.editTitle : t.addTitle}
      saveLabel={procedure ? t.save : t.add}
      cancelLabel={t.cancel}
      busy={saving}
      onSubmit={save}
      onClose={onClose}
      testId={procedure ? 'procedure-edit-dialog' : 'procedure-add-dialog'}
    >
      <ProcedureFormFields mode={mode} draft={draft} errors={errors} categories={categories} onChange={change} />
    </FormDialog>
  );
};
