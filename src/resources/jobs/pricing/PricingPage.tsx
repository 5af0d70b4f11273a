import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import DownloadIcon from '@mui/icons-material/Download';
import HourglassIcon from '@mui/icons-material/HourglassTop';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PaymentsIcon from '@mui/icons-material/Payments';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { formatMoney } from '../../../domain/format';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { ExportProgress } from '../../../ui/ExportProgress';
import { PageHeader } from '../../../ui/PageHeader';
import { StatCard } from '../../../ui/StatCard';
import { StatGrid } from '../../../ui/StatGrid';
import { useToast } from '../../../ui/ToastProvider';
import { useExportProgress } from '../../../ui/useExportProgress';
import { PaymentItemList } from './PaymentItemList';
import { usePaymentPage, usePriceSummary, useReloadPayments } from './paymentQueries';
import { downloadRevenueReport } from './pricingApi';
import { usePaymentDialogs } from './usePaymentDialogs';

// @mui/x-charts is large: its chunk loads with this page, never with the signed-in shell.
const RevenueChart = lazy(() => import('./RevenueChart').then((m) => ({ default: m.RevenueChart })));

/** 001 section 9: the pending and recent lists show five payments each. */
const LIST_SIZE = 5;

/** /admin/dashboard/pricing 'Fiyatlama & Gelir' (001 section 2.9). */
export const PricingPage = () => {
  const toast = useToast();
  const { progress: reportProgress, track: trackReport } = useExportProgress();
  const summary = usePriceSummary();
  const pending = usePaymentPage('pending', 1, LIST_SIZE);
  const recent = usePaymentPage('completed', 1, LIST_SIZE);
  const reload = useReloadPayments();
  const { actions, dialogs } = usePaymentDialogs(true);
  const figures = summary.data ?? null;
  const failed = summary.error || pending.error || recent.error;
  const empty = figures && figures.completedCount === 0 && figures.pendingCount === 0;

  const download = async () => {
    try {
      await trackReport(downloadRevenueReport);
      toast.success(texts.report.done, { duration: 1000 });
    } catch {
      toast.error(texts.report.failed, { duration: 3000 });
    }
  };

  return (
    <Box>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        icon={<RequestQuoteIcon />}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button component={Link} to="/admin/dashboard/all-payments" variant="outlined" startIcon={<ListAltIcon />} data-testid="all-payments-link">
              {texts.lists.seeAll}
            </Button>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={reportProgress !== null} data-testid="download-report">
              {texts.downloadReport}
            </Button>
          </Stack>
        }
      />
      <ExportProgress progress={reportProgress} />
      {failed && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {texts.retry}
            </Button>
          }
        >
          <AlertTitle>{texts.loadErrorTitle}</AlertTitle>
          {texts.loadError}
        </Alert>
      )}
      <StatGrid columns={4}>
        <StatCard label={texts.stats.totalRevenue} value={figures?.totalRevenue ?? null} format={formatMoney} icon={<AccountBalanceWalletIcon />} tone="#16a34a" testId="stat-revenue" />
        <StatCard label={texts.stats.pendingAmount} value={figures?.pendingAmount ?? null} format={formatMoney} icon={<HourglassIcon />} tone="#d97706" testId="stat-pending" />
        <StatCard label={texts.stats.completedCount} value={figures?.completedCount ?? null} icon={<TaskAltIcon />} tone="#0066CC" testId="stat-completed" />
        <StatCard label={texts.stats.averagePayment} value={figures?.averagePayment ?? null} format={formatMoney} icon={<PaymentsIcon />} tone="#7c3aed" testId="stat-average" />
      </StatGrid>
      {empty ? (
        <Paper elevation={0} sx={{ borderRadius: 3, border: '1px dashed', borderColor: 'divider', p: 5, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary', fontWeight: 600 }} data-testid="pricing-empty">
            {texts.empty}
          </Typography>
        </Paper>
      ) : (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ mb: 3 }} />}>
            <RevenueChart />
          </Suspense>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <PaymentItemList title={texts.lists.pending} jobs={pending.data?.jobs ?? (pending.error ? [] : null)} empty={texts.lists.noPending} actions={actions} testId="pending-payments" />
            <PaymentItemList title={texts.lists.recent} jobs={recent.data?.jobs ?? (recent.error ? [] : null)} empty={texts.lists.noRecent} actions={actions} testId="recent-payments" />
          </Box>
        </>
      )}
      {dialogs}
    </Box>
  );
};
