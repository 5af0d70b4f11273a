import { useId } from 'react';
import { RecordContextProvider, useListContext } from 'react-admin';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { DialogTextButton } from './DialogTextButton';
import { RecordActions } from './RecordActions';
import { RecordFields } from './RecordFields';
import { RecordTabs } from './RecordTabs';
import { recordTitle } from './recordTitle';
import type { ResourceOverride } from './resourceOverride';
import { useListDialogs } from './listDialogsContext';

/**
 * The record opened over its list (ResourceOverride detail: 'dialog'), drawn inside the list: it
 * shows the record as the list last read it, so a change made in the dialog shows once the list
 * refetches, and it is never read on its own (a record just deleted is not asked for, no 404).
 * Its fields, the override's content, its actions, close.
 */
export const DetailDialog = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const titleId = useId();
  const { detail } = useListDialogs();
  const { data } = useListContext();
  if (!detail) return null;
  const Content = override.detailContent;
  const onClose = detail.close;
  const record = data?.find((r) => r.id === detail.record.id) ?? detail.record;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <RecordContextProvider value={record}>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {recordTitle(override.recordRepresentation, record)}
        </DialogTitle>
        <DialogContent>
          <RecordTabs declaration={declaration}>
            <RecordFields declaration={declaration} />
            {Content && <Content />}
          </RecordTabs>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap' }}>
          <RecordActions declaration={declaration} override={override} onDeleted={onClose} />
          <DialogTextButton label="ra.action.close" onClick={onClose} />
        </DialogActions>
      </RecordContextProvider>
    </Dialog>
  );
};
