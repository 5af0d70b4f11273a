import { useState, type ReactNode } from 'react';
import { useRecordContext, type Identifier } from 'react-admin';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { history as texts } from '../../i18n/tr/history';
import { HistoryPanel } from './HistoryPanel';

/**
 * A record's fields and its 'Geçmiş' tab; the history is read only once its tab opens. The record
 * is the context's unless an id is given.
 */
export const RecordTabs = ({ declaration, id, children }: { declaration: ResourceDeclaration; id?: Identifier; children: ReactNode }) => {
  const record = useRecordContext();
  const [tab, setTab] = useState(0);
  const recordId = id ?? record?.id;
  return (
    <>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label={texts.detailsTab} />
        <Tab label={texts.tab} disabled={recordId === undefined} />
      </Tabs>
      {tab === 0 ? (
        children
      ) : (
        recordId !== undefined && (
          <Box sx={{ py: 1 }}>
            <HistoryPanel declaration={declaration} id={recordId} />
          </Box>
        )
      )}
    </>
  );
};
