import { useState } from 'react';
import Button from '@mui/material/Button';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { useCanAccess } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { transferScreens as texts } from '../../i18n/tr/transferScreens';
import { ImportDialog } from './ImportDialog';

interface ImportButtonProps {
  declaration: ResourceDeclaration;
  /** A bespoke list's reload after an import (react-admin's own queries are refreshed anyway). */
  onImported?: () => void;
}

/** 'İçe aktar' for those who may write the resource, when it imports at all; opens the import dialog. */
export const ImportButton = ({ declaration, onImported }: ImportButtonProps) => {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ action: 'import', resource: declaration.route });
  // The server registers no import route for an export-only or transfer-less resource.
  if (!canAccess || (declaration.transfer ?? 'both') !== 'both') return null;
  return (
    <>
      <Button size="small" startIcon={<FileUploadIcon />} onClick={() => setOpen(true)}>
        {texts.importButton}
      </Button>
      <ImportDialog declaration={declaration} open={open} onClose={() => setOpen(false)} onImported={onImported} />
    </>
  );
};
