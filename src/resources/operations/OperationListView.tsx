import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import { Pagination, useListContext } from 'react-admin';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations } from '../../i18n/tr/operations';
import { operationsResource } from '../../domain/resources/operations';
import { TransferButtons } from '../generic/TransferButtons';
import { PageHeader } from '../../ui/PageHeader';
import { OperationCardList } from './OperationCardList';
import { OperationCounts } from './OperationCounts';
import { OperationDialogContext, type OperationDialog } from './operationDialogContext';
import { OperationDialogs } from './OperationDialogs';
import { OperationFilterBar } from './OperationFilterBar';
import { OperationTable } from './OperationTable';
import { useOperationCatalogue } from './useOperationCatalogue';

const paperSx = { borderRadius: 3, border: '1px solid', borderColor: 'divider' } as const;

/** 'Operasyon Yönetimi' (001 section 2.6): counts, search and status filter, table or cards, dialogs. */
export const OperationListView = () => {
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { isPending, isFetching, data } = useListContext();
  const { counts } = useOperationCatalogue();
  const [dialog, setDialog] = useState<OperationDialog | null>(null);
  const empty = !isPending && !data?.length;
  return (
    <OperationDialogContext.Provider value={setDialog}>
      <PageHeader
        title={operations.title}
        subtitle={operationScreens.subtitle}
        icon={<BuildCircleIcon />}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignSelf: { xs: 'stretch', sm: 'center' }, '& > *': { flex: { xs: 1, sm: 'none' } } }}>
            <TransferButtons declaration={operationsResource} />
            <Button variant="outlined" startIcon={<LibraryAddOutlinedIcon />} onClick={() => setDialog({ kind: 'bulk' })}>
              {operations.bulkButton}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })} disableElevation>
              {operations.addButton}
            </Button>
          </Box>
        }
      />
      <OperationCounts counts={counts} />
      <Paper elevation={0} sx={{ ...paperSx, p: 2, mb: 2 }}>
        <OperationFilterBar />
      </Paper>
      <Paper elevation={0} sx={{ ...paperSx, overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        {empty ? (
          <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary', fontWeight: 600 }}>{operationScreens.empty}</Typography>
        ) : mobile ? (
          <OperationCardList />
        ) : (
          <OperationTable />
        )}
        <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
      </Paper>
      <OperationDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </OperationDialogContext.Provider>
  );
};
