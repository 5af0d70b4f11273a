import { useId } from 'react';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { DialogTextButton } from './DialogTextButton';
import type { ResourceOverride } from './resourceOverride';
import { ResourceListPanel } from './ResourceListPanel';

interface ResourceListDialogProps {
  declaration: ResourceDeclaration;
  override?: ResourceOverride;
  onClose: () => void;
}

/** A declared resource's generated list in a dialog over another page (the spec's template modals on the project list). */
export const ResourceListDialog = ({ declaration, override = {}, onClose }: ResourceListDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {declaration.label}
      </DialogTitle>
      <DialogContent>
        <ResourceListPanel declaration={declaration} override={override} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <DialogTextButton label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};
