import { useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatMoney } from '../../../domain/format';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { FilterBar } from '../../../ui/FilterBar';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { requestErrorText } from '../../../ui/requestError';
import { SearchField } from '../../../ui/SearchField';
import { StatCard } from '../../../ui/StatCard';
import { StatGrid } from '../../../ui/StatGrid';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { usePanelRead } from '../usePanelRead';
import { materialUsage, USAGE_PAGE_SIZE } from '../materialPanelCalls';
import { UsageLines } from './UsageLines';

const t = materialScreens.usage;

/**
 * 'Siparişlerde Kullanılan Malzemeler' (001 section 2.8's menu): every material line written in a
 * project's 'Malzemeler' activity, newest first, searched by material, supplier or project, with
 * how many lines and what they cost in all.
 */
export const MaterialUsagePage = () => {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [page, setPage] = useState(1);
  const { data, error, isPending } = usePanelRead(`${search}\u0000${page}`, (signal) => materialUsage(search, page, signal));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / USAGE_PAGE_SIZE));
  return (
    <>
      <PageHeader title={materialScreens.menu.orders} subtitle={t.subtitle} icon={<Inventory2Icon />} />
      <StatGrid columns={2}>
        <StatCard label={t.lines} value={data?.total ?? null} icon={<ReceiptLongIcon />} tone="#2563eb" testId="usage-lines" />
        <StatCard label={t.totalCost} value={data?.totalCost ?? null} icon={<PaymentsIcon />} tone="#16a34a" testId="usage-cost" format={formatMoney} />
      </StatGrid>
      <FilterBar>
        <SearchField
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setPage(1);
          }}
          placeholder={t.search}
        />
      </FilterBar>
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
        {isPending && <LinearProgress />}
        {error !== undefined && <Alert severity="error">{requestErrorText(error, t.loadFailed)}</Alert>}
        {data && data.lines.length === 0 && <Typography sx={{ p: 3, color: 'text.secondary' }}>{search ? t.notFound : t.none}</Typography>}
        {data && data.lines.length > 0 && <UsageLines lines={data.lines} />}
        {data && data.total > 0 && <Pager page={page} pages={pages} total={data.total} hasPrevious={page > 1} hasNext={page < pages} onPage={setPage} />}
      </Paper>
    </>
  );
};
