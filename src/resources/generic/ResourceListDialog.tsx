import { useId } from 'react';
import { FilterForm, ListBase, Pagination, ResourceContextProvider } from 'react-admin';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { CreateAction } from './CreateAction';
import { DialogTextButton } from './DialogTextButton';
import { InlineCreate } from './InlineCreate';
import { ListBody } from './ListBody';
import { ListDialogsProvider } from './ListDialogsProvider';
import { listFilters } from './listFilters';
import type { ResourceOverride } from './resourceOverride';
import { StatCards } from './StatCards';

interface ResourceListDialogProps {
  declaration: ResourceDeclaration;
  override?: ResourceOverride;
  onClose: () => void;
}

/**
 * A declared resource's generated list in a dialog over another page (the spec's template modals on
 * the project list): the same filters, stat cards, cards or table, row actions and dialogs as its
 * list page, its paging and filters kept out of the page's address.
 */
export const ResourceListDialog = ({ declaration, override = {}, onClose }: ResourceListDialogProps) => {
  const titleId = useId();
  const ListActions = override.listActions;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <ResourceContextProvider value={declaration.route}>
        <ListBase resource={declaration.route} sort={declaration.defaultSort} perPage={25} disableSyncWithLocation>
          <ListDialogsProvider declaration={declaration} override={override}>
            <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
              {declaration.label}
            </DialogTitle>
            <DialogContent>
              {override.stats && <StatCards stats={override.stats} />}
              {override.inlineCreate && <InlineCreate declaration={declaration} />}
              <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <FilterForm filters={listFilters(declaration, override.listTexts)} />
                <Stack direction="row" spacing={1}>
                  {ListActions && <ListActions />}
                  {!override.inlineCreate && <CreateAction label={override.createLabel} />}
                </Stack>
              </Stack>
              <ListBody declaration={declaration} override={override} />
              <Pagination rowsPerPageOptions={[]} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2.5 }}>
              <DialogTextButton label="ra.action.close" onClick={onClose} />
            </DialogActions>
          </ListDialogsProvider>
        </ListBase>
      </ResourceContextProvider>
    </Dialog>
  );
};
