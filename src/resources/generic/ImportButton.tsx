import { useState } from 'react';
import Button from '@mui/material/Button';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { useCanAccess } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { transferScreens as texts } from '../../i18n/tr/transferScreens';
import { ImportDialog } from './ImportDialog';

/** 'İçe aktar' for those who may write the resource; opens the import dialog. */
export const ImportButton = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ action: 'import', resource: declaration.route });
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<FileUploadIcon />} onClick={() => setOpen(true)}>
        {texts.importButton}
      </Button>
      <ImportDialog declaration={declaration} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
