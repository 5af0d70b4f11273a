import { useState } from 'react';
import { useRefresh } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { formatDay } from '../../../domain/materials/calendarDays';
import { formatMoney } from '../../../domain/format';
import type { MaterialPriceBody } from '../../../domain/materials/materialPrice';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { materials as texts } from '../../../i18n/tr/materials';
import { fill } from '../../../i18n/fill';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchField } from '../../../ui/SearchField';
import { useToast } from '../../../ui/ToastProvider';
import { requestErrorText } from '../../../ui/requestError';
import { MaterialPager } from '../list/MaterialPager';
import { useMaterialPage } from '../list/useMaterialPage';
import { setMaterialPrice } from '../materialPanelCalls';
import { PriceFormDialog } from './PriceFormDialog';
import { PriceHistoryDialog } from './PriceHistoryDialog';

const t = materialScreens.prices;
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** Fiyat Yönetimi: each material's price per kg in force and since when; a new price; the history. */
export const PriceManagementPage = () => {
  const toast = useToast();
  const refresh = useRefresh();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pricing, setPricing] = useState<MaterialRecord | null>(null);
  const [viewing, setViewing] = useState<MaterialRecord | null>(null);
  const list = useMaterialPage({ page, q: search, sort: BY_NAME });
  const save = async (body: MaterialPriceBody) => {
    await setMaterialPrice(pricing!.id, body);
    toast.success(texts.price.saved);
    setPricing(null);
    // The list's current prices come from the server: ask again.
    refresh();
  };
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} icon={<RequestQuoteIcon />} />
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
        <Box sx={{ p: 2 }}>
          <SearchField
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
            placeholder={materialScreens.list.search}
          />
        </Box>
        {list.isPending && <LinearProgress />}
        {list.error != null && <Alert severity="error" sx={{ m: 2 }}>{requestErrorText(list.error, materialScreens.list.loadFailed)}</Alert>}
        {list.rows && list.total === 0 && <Typography sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>{materialScreens.list.empty}</Typography>}
        {list.rows && list.total > 0 && (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ minWidth: 620 }}>
              <TableHead>
                <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: '#F8FAFC' } }}>
                  <TableCell>{t.material}</TableCell>
                  <TableCell align="right">{t.current}</TableCell>
                  <TableCell>{t.since}</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.rows.map((m) => (
                  <TableRow key={m.id} hover data-testid="price-row">
                    <TableCell>
                      <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{m.name}</Typography>
                      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                        {m.category} · {m.subCategory}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                      {m.currentPricePerKg === null ? <Typography component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>{t.noPrice}</Typography> : formatMoney(m.currentPricePerKg)}
                    </TableCell>
                    <TableCell>{formatDay(m.priceValidFrom)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setPricing(m)} aria-label={`${t.setPrice}: ${m.name}`}>
                        {t.setPrice}
                      </Button>
                      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setViewing(m)} aria-label={`${t.history}: ${m.name}`}>
                        {t.history}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {list.total > 0 && <MaterialPager page={page} pages={list.pages} onPage={setPage} />}
        {list.rows && <Typography sx={{ px: 2, pb: 2, fontSize: 13, color: 'text.secondary' }}>{fill(materialScreens.list.found, { count: list.total })}</Typography>}
      </Paper>
      <PriceFormDialog material={pricing} onSave={save} onClose={() => setPricing(null)} />
      <PriceHistoryDialog material={viewing} onClose={() => setViewing(null)} />
    </>
  );
};
