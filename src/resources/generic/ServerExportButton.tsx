import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useContext } from 'react';
import { ListContext, useCanAccess, useNotify } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { transferScreens as texts } from '../../i18n/tr/transferScreens';
import { downloadBlob } from '../../ui/downloadBlob';
import { ExportProgress } from '../../ui/ExportProgress';
import { useExportProgress } from '../../ui/useExportProgress';
import { fetchExport, type ListState } from './transferApi';

interface ServerExportButtonProps {
  declaration: ResourceDeclaration;
  /** A bespoke list's search, filters and sort; by default those of react-admin's list around it. */
  list?: ListState;
}

/** 'Dışa aktar': the server writes every row matching the list's search, filters and sort, not only the loaded page. */
export const ServerExportButton = ({ declaration, list }: ServerExportButtonProps) => {
  // Read without useListContext, which throws outside a react-admin list (the bespoke pages).
  const context = useContext(ListContext);
  const notify = useNotify();
  const { progress, track } = useExportProgress();
  const { canAccess } = useCanAccess({ action: 'export', resource: declaration.route });
  if (!canAccess || declaration.transfer === false) return null;
  const state: ListState = list ?? { filter: context?.filterValues ?? {}, sort: context?.sort };
  const run = async () => {
    try {
      const { blob, fileName } = await track((onProgress) => fetchExport(declaration, state, onProgress));
      downloadBlob(blob, fileName);
    } catch (err) {
      notify((err instanceof Error && err.message) || texts.exportFailed, { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => void run()} loading={progress !== null}>
        {texts.exportButton}
      </Button>
      <ExportProgress progress={progress} />
    </>
  );
};
