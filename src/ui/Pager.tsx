import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { adminScreens } from '../i18n/tr/adminScreens';
import { fill } from '../i18n/fill';

const texts = adminScreens.activityLogs;
const numbers = new Intl.NumberFormat('tr-TR');

interface PagerProps {
  page: number;
  pages: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous/Next and the totals under a paged list (the activity log, the payments). */
export const Pager = ({ page, pages, total, hasPrevious, hasNext, onPage }: PagerProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderTop: '1px solid', borderColor: 'divider', flexWrap: 'wrap' }}>
    <Typography sx={{ fontSize: 13.5, color: 'text.secondary', flex: 1, minWidth: 180 }} data-testid="log-totals">
      {fill(texts.totals, { total: numbers.format(total), page: numbers.format(page), pages: numbers.format(pages) })}
    </Typography>
    <Button size="small" variant="outlined" startIcon={<ChevronLeftIcon />} disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
      {texts.previous}
    </Button>
    <Button size="small" variant="outlined" endIcon={<ChevronRightIcon />} disabled={!hasNext} onClick={() => onPage(page + 1)}>
      {texts.next}
    </Button>
  </Box>
);
