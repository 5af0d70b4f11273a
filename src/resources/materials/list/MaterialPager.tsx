import { useListContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fill } from '../../../i18n/fill';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const t = materialScreens.list;

/** Önceki / Sonraki with 'page / total' (001 section 2.8), under a list that found something. */
export const MaterialPager = () => {
  const { page, perPage, total, setPage } = useListContext();
  if (!total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}>
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {t.previous}
      </Button>
      <Typography data-testid="material-page" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 56, textAlign: 'center' }}>
        {fill(t.page, { page, total: pages })}
      </Typography>
      <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        {t.next}
      </Button>
    </Box>
  );
};
