import { useEffect, useState } from 'react';
import type { RaRecord } from 'react-admin';
import DialogContentText from '@mui/material/DialogContentText';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { requestErrorText } from '../../../ui/requestError';
import { ProjectStepSelect } from './ProjectStepSelect';
import { ResourceSearchPicker } from '../../../ui/ResourceSearchPicker';

const t = materialScreens.weight;

interface AddResultDialogProps {
  open: boolean;
  title: string;
  pickerLabel: string;
  /** The declared resource picked from (jobs, projects), searched by the server. */
  resource: string;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  optionLabel: (row: RaRecord) => string;
  /** The text that will be added, shown before it is. */
  preview: string;
  /** The picked record is a project: ask for the step the result is filed under. */
  withStep?: boolean;
  onAdd: (id: number, stepTemplateId: number | null) => Promise<void>;
  onClose: () => void;
}

/** Picks the job or project (and its step) the result goes to, shows what will be written, and writes it. */
export const AddResultDialog = ({ open, title, pickerLabel, resource, sort, optionLabel, preview, withStep = false, onAdd, onClose }: AddResultDialogProps) => {
  const [picked, setPicked] = useState<RaRecord | null>(null);
  const [step, setStep] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setPicked(null);
      setStep(null);
      setError(null);
    }
  }, [open]);
  const submit = async () => {
    if (!picked) return setError(pickerLabel);
    setBusy(true);
    setError(null);
    try {
      await onAdd(Number(picked.id), step);
    } catch (err) {
      setError(requestErrorText(err, t.addFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog open={open} title={title} saveLabel={t.add} cancelLabel={t.cancel} busy={busy} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <DialogContentText sx={{ fontFamily: 'monospace', fontSize: 13, bgcolor: '#F8FAFC', p: 1.5, borderRadius: 1 }}>{preview}</DialogContentText>
      <ResourceSearchPicker
        resource={resource}
        label={pickerLabel}
        sort={sort}
        optionLabel={optionLabel}
        value={picked}
        onPick={(row) => {
          setPicked(row);
          setStep(null);
        }}
        onClear={() => setPicked(null)}
        size="medium"
      />
      {withStep && picked && <ProjectStepSelect projectId={Number(picked.id)} value={step} onChange={setStep} />}
    </FormDialog>
  );
};
