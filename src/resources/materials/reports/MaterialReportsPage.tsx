import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatMoney } from '../../../domain/format';
import { USAGE_REPORT_PERIODS, type UsageReportPeriod } from '../../../domain/materials/materialUsage';
import { monthLabel } from '../../../domain/monthLabel';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { PageHeader } from '../../../ui/PageHeader';
import { requestErrorText } from '../../../ui/requestError';
import { StatCard } from '../../../ui/StatCard';
import { StatGrid } from '../../../ui/StatGrid';
import { usePanelRead } from '../usePanelRead';
import { materialUsageReport } from '../materialPanelCalls';
import { UsageGroupTable } from './UsageGroupTable';

const t = materialScreens.report;

/**
 * 'Raporlar' (001 section 2.8's menu): what the projects' Malzemeler activities used over a
 * period, by material, by supplier and by month, each group's cost and share of the period's.
 */
export const MaterialReportsPage = () => {
  const [months, setMonths] = useState<UsageReportPeriod>(12);
  const { data, error, isPending } = usePanelRead(String(months), (signal) => materialUsageReport(months, signal));
  return (
    <>
      <PageHeader title={materialScreens.menu.reports} subtitle={t.subtitle} icon={<AssessmentIcon />} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={months}
        onChange={(_, value: UsageReportPeriod | null) => value !== null && setMonths(value)}
        aria-label={t.period}
        sx={{ mb: 2, bgcolor: 'background.paper', flexWrap: 'wrap' }}
      >
        {USAGE_REPORT_PERIODS.map((period) => (
          <ToggleButton key={period} value={period} sx={{ px: 2 }}>
            {t.periods[String(period) as keyof typeof t.periods]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <StatGrid columns={2}>
        <StatCard label={materialScreens.usage.lines} value={data?.lines ?? null} icon={<ReceiptLongIcon />} tone="#2563eb" testId="report-lines" />
        <StatCard label={materialScreens.usage.totalCost} value={data?.totalCost ?? null} icon={<PaymentsIcon />} tone="#16a34a" testId="report-cost" format={formatMoney} />
      </StatGrid>
      {isPending && <LinearProgress />}
      {error !== undefined && <Alert severity="error">{requestErrorText(error, t.loadFailed)}</Alert>}
      {data && data.lines === 0 && (
        <Paper elevation={0} sx={{ p: 3, borderRadius: 3, border: '1px solid', borderColor: 'divider' }}>
          <Typography sx={{ color: 'text.secondary' }}>{t.empty}</Typography>
        </Paper>
      )}
      {data && data.lines > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <UsageGroupTable title={t.byMaterial} keyHeading={t.columns.material} label={(g) => g.key} groups={data.byMaterial} totalCost={data.totalCost} showQuantity testId="report-by-material" />
          </Box>
          <UsageGroupTable title={t.bySupplier} keyHeading={t.columns.supplier} label={(g) => g.key || t.noSupplier} groups={data.bySupplier} totalCost={data.totalCost} testId="report-by-supplier" />
          <UsageGroupTable title={t.byMonth} keyHeading={t.columns.month} label={(g) => monthLabel(g.key)} groups={data.byMonth} totalCost={data.totalCost} testId="report-by-month" />
        </Box>
      )}
    </>
  );
};
