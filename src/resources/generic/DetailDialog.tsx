import { useId } from 'react';
import { RecordContextProvider, useResourceContext, type RaRecord } from 'react-admin';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { DialogTextButton } from './DialogTextButton';
import { RecordActions } from './RecordActions';
import { RecordFields } from './RecordFields';
import { recordTitle } from './recordTitle';
import type { ResourceOverride } from './resourceOverride';
import { useListedRecord } from './useListedRecord';

interface DetailDialogProps {
  declaration: ResourceDeclaration;
  override: ResourceOverride;
  record: RaRecord;
  onClose: () => void;
}

/** A record opened over its list (ResourceOverride detail: 'dialog'): its fields, the override's content, its actions, close. */
export const DetailDialog = ({ declaration, override, record: opened, onClose }: DetailDialogProps) => {
  const titleId = useId();
  const Content = override.detailContent;
  const record = useListedRecord(useResourceContext()!, opened);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <RecordContextProvider value={record}>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {recordTitle(override.recordRepresentation, record)}
        </DialogTitle>
        <DialogContent>
          <RecordFields declaration={declaration} />
          {Content && <Content />}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap' }}>
          <RecordActions declaration={declaration} override={override} onDeleted={onClose} />
          <DialogTextButton label="ra.action.close" onClick={onClose} />
        </DialogActions>
      </RecordContextProvider>
    </Dialog>
  );
};
