import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { transferScreens as texts } from '../../../i18n/tr/transferScreens';
import { downloadBlob } from '../../../ui/downloadBlob';
import { ExportProgress } from '../../../ui/ExportProgress';
import { useToast } from '../../../ui/ToastProvider';
import { useExportProgress } from '../../../ui/useExportProgress';
import { fetchPeopleExport, type UserListEndpoint, type UserListQuery } from '../users/usersApi';

/** 'Dışa aktar' of a people page: the server writes every account matching the page's search and filters, not only the cards loaded. */
export const PeopleExportButton = ({ endpoint, query }: { endpoint: UserListEndpoint; query: UserListQuery }) => {
  const toast = useToast();
  const { progress, track } = useExportProgress();
  const run = async () => {
    try {
      const { blob, fileName } = await track((onProgress) => fetchPeopleExport(endpoint, query, onProgress));
      downloadBlob(blob, fileName);
    } catch (err) {
      toast.error((err instanceof Error && err.message) || texts.exportFailed);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void run()} loading={progress !== null} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {texts.exportButton}
      </Button>
      <ExportProgress progress={progress} />
    </>
  );
};
