import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatMoney } from '../../../domain/format';
import { fill } from '../../../i18n/fill';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { userPermissions } from '../../../providers/session';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchField } from '../../../ui/SearchField';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { Pager } from '../../../ui/Pager';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { PaymentItem } from './PaymentItem';
import { usePaymentPage } from './paymentQueries';
import type { PaymentTab } from '../../../providers/priceMethods';
import { PaymentTable } from './PaymentTable';
import { usePaymentDialogs } from './usePaymentDialogs';

const PAGE_SIZE = 20;
const TABS: PaymentTab[] = ['all', 'completed', 'pending'];

/** /admin/dashboard/all-payments (001 section 2.10): every paid and unpaid payable job, searched and paged by the server. */
export const AllPaymentsPage = () => {
  const { user } = useSignedInUser();
  const canPay = userPermissions(user).includes('canAccessSettings');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [tab, setTab] = useState<PaymentTab>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search);
  const { data, error, isPending, isFetching } = usePaymentPage(tab, page, PAGE_SIZE, q);
  const { actions, dialogs } = usePaymentDialogs(canPay);
  const jobs = data?.jobs ?? [];
  const pages = data?.totalPages ?? 1;

  return (
    <Box>
      <PageHeader title={texts.allPayments} subtitle={texts.allPaymentsSubtitle} icon={<ReceiptLongIcon />} />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          placeholder={texts.search}
        />
        {data && (
          <Typography sx={{ fontWeight: 700, color: 'text.secondary' }} data-testid="payments-sum">
            {fill(texts.priceDialog.total, { total: formatMoney(data.totalRevenue) })}
          </Typography>
        )}
      </Box>
      <Tabs
        value={tab}
        onChange={(_, v: PaymentTab) => {
          setTab(v);
          setPage(1);
        }}
        sx={{ mb: 1 }}
        variant={phone ? 'fullWidth' : 'standard'}
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} label={texts.tabs[t]} data-testid={`tab-${t}`} />
        ))}
      </Tabs>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{texts.loadErrorTitle}</AlertTitle>
          {texts.loadError}
        </Alert>
      )}
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
        {isPending && !data && (
          <Box sx={{ p: 2 }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Box>
        )}
        {data && !error && jobs.length === 0 && <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{q.trim() ? texts.notFound : texts.empty}</Typography>}
        {jobs.length > 0 && (
          <Box sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity .2s' }}>
            {phone ? (
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {jobs.map((job) => (
                  <PaymentItem key={job.id} job={job} actions={actions} />
                ))}
              </Box>
            ) : (
              <PaymentTable jobs={jobs} actions={actions} />
            )}
          </Box>
        )}
        <Pager page={page} pages={pages} total={data?.total ?? 0} hasPrevious={page > 1} hasNext={page < pages} onPage={setPage} />
      </Paper>
      {dialogs}
    </Box>
  );
};
