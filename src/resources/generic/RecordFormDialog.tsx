import { Fragment, Suspense, useId, useState } from 'react';
import { CreateBase, EditBase, Form, Loading, SaveButton, type RaRecord } from 'react-admin';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useFocusFirstField } from '../../ui/useFocusFirstField';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { fill } from '../../i18n/fill';
import { generated as texts } from '../../i18n/tr/generated';
import { DialogTextButton } from './DialogTextButton';
import { FormRefusal } from './FormRefusal';
import { InvalidFormToast } from './InvalidFormToast';
import type { ResourceOverride } from './resourceOverride';
import { ResourceInputs } from './ResourceInputs';
import { useDeclaredResolver } from './useDeclaredResolver';
import { SavingWatch } from './SavingWatch';
import { useSaveOutcome } from './useSaveOutcome';

interface RecordFormDialogProps {
  declaration: ResourceDeclaration;
  /** The record to edit; a new one when left out. */
  record?: RaRecord;
  /** The dialog's title (ResourceOverride formTitles); the generated page's words otherwise. */
  title?: string;
  /** A new record's starting values (a subcategory added from its category's card). */
  defaults?: Partial<RaRecord>;
  /** The create dialog's save button (ResourceOverride addLabel); 'Kaydet' otherwise. */
  addLabel?: string;
  /** The override's own inputs and the scope around its form (ResourceOverride inputs, formScope). */
  inputs?: ResourceOverride['inputs'];
  scope?: ResourceOverride['formScope'];
  /** The fields shown and what stands for those the role may not set (ResourceOverride formFields, lockedInputs). */
  fields?: ResourceOverride['formFields'];
  locked?: ResourceOverride['lockedInputs'];
  /** 'alert': the first refusal once above the inputs (ResourceOverride formRefusal). */
  refusal?: ResourceOverride['formRefusal'];
  onClose: () => void;
}

// react-admin's <form> sits between the paper and its parts: as a column, the inputs scroll and the buttons stay put.
const FORM_FILLS_PAPER = { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } } as const;

/** The generated form in a dialog over the list (ResourceOverride forms: 'dialog'): the same inputs and schema as its pages. */
export const RecordFormDialog = ({ declaration, record, title, addLabel, defaults, inputs, scope: Scope = Fragment, refusal, fields, locked, onClose }: RecordFormDialogProps) => {
  const titleId = useId();
  // A long form (the job's) reads best on a phone as a page of its own, its buttons always in reach.
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const focusFirstField = useFocusFirstField();
  const resolver = useDeclaredResolver(declaration, record !== undefined);
  const outcome = useSaveOutcome(declaration, record ? 'updated' : 'created', onClose);
  // Closed while its save is on the way, the dialog would look cancelled and the record land anyway.
  const [saving, setSaving] = useState(false);
  const invalid = declaration.messages?.invalid;
  const form = resolver ? (
    // The refusal on top or our toast says it, never react-admin's notice as well (InvalidFormToast).
    <Form resolver={resolver} disableInvalidFormNotification>
      {refusal !== 'alert' && <InvalidFormToast message={invalid} />}
      <SavingWatch onChange={setSaving} />
      {/* One input a line, each as wide as the dialog: the form sits in no SimpleForm that would lay it out. */}
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', '& .MuiFormControl-root': { width: '100%' } }}>
        {refusal === 'alert' && <FormRefusal />}
        <ResourceInputs declaration={declaration} editing={record !== undefined} inputs={inputs} fields={fields} locked={locked} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <DialogTextButton label="ra.action.cancel" onClick={onClose} disabled={saving} />
        {/* A form that says its refusal answers an untouched submit with it, rather than a disabled button. */}
        <SaveButton label={record ? undefined : addLabel} alwaysEnable={refusal === 'alert'} />
      </DialogActions>
    </Form>
  ) : (
    <Loading />
  );
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth fullScreen={fullScreen} maxWidth="sm" aria-labelledby={titleId} slotProps={{ paper: { sx: FORM_FILLS_PAPER, ref: focusFirstField } }}>
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {fill(title ?? (record ? texts.pages.edit : texts.pages.create), { id: String(record?.id ?? '') })}
      </DialogTitle>
      {record ? (
        <EditBase id={record.id} mutationMode="pessimistic" mutationOptions={outcome} redirect={false}>
          <Suspense fallback={<Loading />}>
            <Scope>{form}</Scope>
          </Suspense>
        </EditBase>
      ) : (
        <CreateBase record={defaults} mutationOptions={outcome} redirect={false}>
          <Suspense fallback={<Loading />}>
            <Scope>{form}</Scope>
          </Suspense>
        </CreateBase>
      )}
    </Dialog>
  );
};
