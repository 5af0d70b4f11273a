import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useCanAccess, useListContext, useNotify } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { transferScreens as texts } from '../../i18n/tr/transferScreens';
import { downloadBlob } from '../../ui/downloadBlob';
import { ExportProgress } from '../../ui/ExportProgress';
import { useExportProgress } from '../../ui/useExportProgress';
import { fetchExport } from './transferApi';

/** 'Dışa aktar': the server writes every row matching the list's search, filters and sort, not only the loaded page. */
export const ServerExportButton = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const { progress, track } = useExportProgress();
  const { canAccess } = useCanAccess({ action: 'export', resource: declaration.route });
  if (!canAccess) return null;
  const run = async () => {
    try {
      const { blob, fileName } = await track((onProgress) => fetchExport(declaration, { filter: filterValues, sort }, onProgress));
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
