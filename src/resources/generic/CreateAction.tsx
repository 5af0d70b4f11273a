import { Button, CreateButton, useCanAccess, useResourceContext, useResourceDefinition } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { useListDialogs } from './listDialogsContext';

/** Create: in the list's dialog when the override asks for one, else react-admin's link to the create page. Both ask canAccess. */
export const CreateAction = ({ label = 'ra.action.create' }: { label?: string }) => {
  const { openCreate } = useListDialogs();
  const { hasCreate } = useResourceDefinition();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'create', resource });
  if (openCreate) return canAccess ? <Button label={label} onClick={openCreate} variant="contained"><AddIcon /></Button> : null;
  return hasCreate ? <CreateButton label={label} /> : null;
};
