import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../domain/format';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import type { ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';

const t = procedureScreens.detail;

const Fact = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600, display: 'block' }}>
      {label}
    </Typography>
    <Typography data-testid={testId} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {value}
    </Typography>
  </Box>
);

/** The category's count, dates and description at the top of its dialog. */
export const CategoryFacts = ({ category }: { category: ProcedureCategoryRecord }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
    <Fact label={t.procedureCount} value={String(category.procedureCount ?? category.procedures.length)} testId="category-detail-count" />
    <Fact label={t.createdAt} value={formatDateTime(category.createdAt)} />
    <Fact label={t.updatedAt} value={formatDateTime(category.updatedAt)} />
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Fact label={t.description} value={category.description || procedureScreens.card.noDescription} />
    </Box>
  </Box>
);
