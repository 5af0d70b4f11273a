import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { formatMoney, formatMoneyShort } from '../../../domain/format';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { monthLabel } from '../../../domain/monthLabel';
import { istanbulToday } from '../../../domain/istanbulTime';
import { revenueChartMonths } from '../../../domain/pricing/revenueMonths';
import { useRevenueReport } from './paymentQueries';

/** The last twelve calendar months are plenty on a screen; the report keeps them all. */
const SHOWN_MONTHS = 12;

/** Revenue by Istanbul month from /v1/prices/revenue-report (its own chunk: x-charts is large). */
export const RevenueChart = () => {
  const { data, error } = useRevenueReport();
  // Every month of the window, those without payments at ₺0; nothing paid ever is the empty state.
  const months = data?.length ? revenueChartMonths(data, istanbulToday().slice(0, 7), SHOWN_MONTHS) : [];
  return (
    <Paper elevation={0} data-testid="revenue-chart" sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', p: 2, mb: 3, minWidth: 0 }}>
      <Typography component="h2" sx={{ fontWeight: 800, mb: 1 }}>
        {texts.chart.title}
      </Typography>
      {error ? (
        <Typography sx={{ color: 'error.main', py: 4, textAlign: 'center' }}>{texts.loadError}</Typography>
      ) : !data ? (
        <Skeleton variant="rounded" height={260} />
      ) : months.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>{texts.empty}</Typography>
      ) : (
        <Box sx={{ height: 280 }}>
          <ChartsLocalizationProvider localeText={{ loading: texts.chart.loading, noData: texts.chart.noData }}>
            <BarChart
              dataset={months.map((m) => ({ month: monthLabel(m.month), revenue: m.revenue }))}
              xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
              yAxis={[{ valueFormatter: (v: number) => formatMoneyShort(v), width: 72 }]}
              series={[{ dataKey: 'revenue', label: texts.chart.revenue, color: '#0066CC', valueFormatter: (v: number | null) => formatMoney(v) }]}
              hideLegend
              margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
            />
          </ChartsLocalizationProvider>
        </Box>
      )}
    </Paper>
  );
};
