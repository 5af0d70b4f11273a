import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { grants, ROLE_PERMISSIONS } from '../../../domain/permissions';
import type { ResourceDeclaration } from '../../../domain/resources/declaration';
import { ROLE_NUMBERS, Role, type RoleNumber } from '../../../domain/roles';
import type { SavedView } from '../../../domain/views/savedView';
import { shell } from '../../../i18n/tr/shell';
import { views as texts } from '../../../i18n/tr/views';
import { FormDialog } from '../../../ui/FormDialog';
import { requestErrorText } from '../../../ui/requestError';

/** The roles, other than the admins who publish, whose users may read the list. */
const readers = (declaration: ResourceDeclaration): RoleNumber[] => {
  const read = declaration.access.read;
  return ROLE_NUMBERS.filter((r) => r !== Role.admin && (read === 'public' || read === 'signedIn' || grants(read, ROLE_PERMISSIONS[r])));
};

interface ViewPublishDialogProps {
  declaration: ResourceDeclaration;
  view: SavedView;
  onSave: (role: RoleNumber | null) => Promise<unknown>;
  onClose: () => void;
}

/** An admin publishes a view to every user of a role (or withdraws it): they see it and cannot change it. */
export const ViewPublishDialog = ({ declaration, view, onSave, onClose }: ViewPublishDialogProps) => {
  const [role, setRole] = useState<string>(view.publishedRole === null ? '' : String(view.publishedRole));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    try {
      await onSave(role === '' ? null : (Number(role) as RoleNumber));
      onClose();
    } catch (err) {
      setError(requestErrorText(err, texts.loadFailed));
      setBusy(false);
    }
  };
  return (
    <FormDialog title={texts.publishTitle} saveLabel={texts.save} cancelLabel={texts.cancel} busy={busy} error={error} maxWidth="xs" onSubmit={() => void save()} onClose={onClose}>
      <TextField select fullWidth label={texts.roleLabel} value={role} onChange={(e) => setRole(e.target.value)} sx={{ mt: 1 }}>
        <MenuItem value="">{texts.publishNone}</MenuItem>
        {readers(declaration).map((r) => (
          <MenuItem key={r} value={String(r)}>
            {shell.roles[r]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
};
