import type { JobDialog } from './jobDialogContext';
import { JobDeleteDialog } from './JobDeleteDialog';
import { JobFormDialog } from './JobFormDialog';
import { JobPhotoDialog } from './JobPhotoDialog';
import { OperationPickerDialog } from './OperationPickerDialog';
import { PhotoViewer } from './PhotoViewer';

/** Whichever dialog of the job list is open. */
export const JobDialogs = ({ dialog, onClose }: { dialog: JobDialog | null; onClose: () => void }) => {
  switch (dialog?.kind) {
    case 'create':
      return <JobFormDialog onClose={onClose} />;
    case 'edit':
      return <JobFormDialog key={dialog.job.id} job={dialog.job} onClose={onClose} />;
    case 'delete':
      return <JobDeleteDialog job={dialog.job} onClose={onClose} />;
    case 'addPhoto':
      return <JobPhotoDialog job={dialog.job} onClose={onClose} />;
    case 'viewer':
      return <PhotoViewer photoKeys={dialog.job.attachments} startIndex={dialog.index} onClose={onClose} />;
    case 'addOperation':
      return <OperationPickerDialog job={dialog.job} mode="single" onClose={onClose} />;
    case 'orderOperations':
      return <OperationPickerDialog job={dialog.job} mode="ordered" onClose={onClose} />;
    default:
      return null;
  }
};
