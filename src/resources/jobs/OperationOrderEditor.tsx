import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { Form, useRefresh, useUpdate, type Identifier } from 'react-admin';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import { jobsResource } from '../../domain/resources/jobs';
import { operationsResource } from '../../domain/resources/operations';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import type { OrderedCatalogue } from '../generic/OrderedCatalogueChoices';
import { OrderedReferenceInput } from '../generic/OrderedReferenceInput';
import type { JobRecord } from './jobRecord';
import { opLabel, orderedFromJob } from './operationOrder';
import { operationCatalogueTexts } from './useActiveOperations';

const t = jobScreens.picker;

/** The job's operations as an ordered list of references to the active operations (001 section 5). */
const OPERATIONS: FieldDeclaration = { source: 'operations', label: t.selected, kind: 'list', reference: 'operations', pick: { label: t.available, empty: t.empty, filter: { status: 'active' } } };
const CATALOGUE: OrderedCatalogue = { texts: { ...operationCatalogueTexts, selected: t.selected, hint: t.dragHint, duplicate: jobs.operations.alreadyAdded }, labelOf: opLabel };

/** The ordered-selection mode: build the job's whole sequence, then save it in one PUT. */
export const OperationOrderEditor = ({ job, onClose }: { job: JobRecord; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const [saving, setSaving] = useState(false);

  const save = async (values: { operations?: Identifier[] }) => {
    const operations = values.operations ?? [];
    if (!operations.length) {
      toast.error(jobs.operations.nothingToSave);
      return;
    }
    setSaving(true);
    try {
      // The job's whole sequence in one PUT, in the picker's order.
      await update(jobsResource.name, { id: job.id, data: { operations }, previousData: job }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(t.saved);
      onClose();
    } catch (err) {
      toast.error(requestErrorText(err, jobs.operations.orderFailed));
      setSaving(false);
    } finally {
      refresh();
    }
  };

  return (
    <Form record={{ id: job.id, operations: orderedFromJob(job.operations).map((o) => o.id) }} onSubmit={save}>
      <DialogContent dividers>
        <OrderedReferenceInput field={OPERATIONS} reference={operationsResource.route} catalogue={CATALOGUE} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={saving} disableElevation>
          {t.save}
        </Button>
      </DialogActions>
    </Form>
  );
};
