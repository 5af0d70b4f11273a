import { useState } from 'react';
import { Button, useCanAccess, useResourceContext } from 'react-admin';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import { operations as texts } from '../../i18n/tr/operations';
import { OperationBulkDialog } from './OperationBulkDialog';

/** 'Toplu Ekle' beside create in the list's header, for those who may create, and its dialog. */
export const OperationBulkButton = () => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'create', resource });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button label={texts.bulkButton} variant="outlined" onClick={() => setOpen(true)}>
        <LibraryAddOutlinedIcon />
      </Button>
      {open && <OperationBulkDialog onClose={() => setOpen(false)} />}
    </>
  );
};
