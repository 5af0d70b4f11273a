import type { ReactNode } from 'react';
import { Pagination, ListContextProvider, type ListControllerResult } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MaterialOfferRecord } from '../../domain/resources/materialOffers';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { OfferList } from './OfferList';

interface OfferListPanelProps {
  list: ListControllerResult<MaterialOfferRecord>;
  showSupplier: boolean;
  empty: string;
  actions: (offer: MaterialOfferRecord) => ReactNode;
}

/** A page of offers in its frame: loading rows, the failure, the empty text, the list and its pager. */
export const OfferListPanel = ({ list, showSupplier, empty, actions }: OfferListPanelProps) => {
  const offers = list.data ?? [];
  return (
    <ListContextProvider value={list}>
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {texts.screens.loadFailed}
        </Alert>
      )}
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
        {list.isPending && (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Box>
        )}
        {!list.isPending && !list.error && offers.length === 0 && <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>}
        {offers.length > 0 && <OfferList offers={offers} showSupplier={showSupplier} actions={actions} />}
        {(list.total ?? 0) > list.perPage && <Pagination rowsPerPageOptions={[25]} />}
      </Paper>
    </ListContextProvider>
  );
};
