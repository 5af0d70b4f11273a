import { useState } from 'react';
import { useDelete } from 'react-admin';
import { activitiesResource } from '../../../domain/resources/activities';
import { fill } from '../../../i18n/fill';
import { activities } from '../../../i18n/tr/activities';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { DeleteConfirmDialog } from '../../../ui/DeleteConfirmDialog';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import type { Activity } from '../projectTypes';

const t = projectScreens.activity;

/** Asks, then deletes an activity with its files and comments (author or admin: the server decides). */
export const ActivityDeleteDialog = ({ activity, onClose, onDeleted }: { activity: Activity; onClose: () => void; onDeleted: () => void }) => {
  const toast = useToast();
  const [remove] = useDelete();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove(activitiesResource.name, { id: activity.id, previousData: activity }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(activities.deleted);
      onDeleted();
    } catch (err) {
      setError(requestErrorText(err, t.deleteFailed));
      setBusy(false);
    }
  };
  return (
    <DeleteConfirmDialog
      open
      title={t.deleteTitle}
      body={fill(t.deleteBody, { title: activity.title })}
      confirmLabel={t.deleteConfirm}
      cancelLabel={t.cancel}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
};
