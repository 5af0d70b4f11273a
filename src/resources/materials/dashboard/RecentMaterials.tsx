import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { formatDate, formatDensity, formatMoney } from '../../../domain/format';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { MATERIAL_PATHS } from '../materialPaths';

const t = materialScreens.dashboard;

/** The five latest materials with their category and current price. */
export const RecentMaterials = ({ materials }: { materials: MaterialRecord[] | null }) => (
  <Paper elevation={0} sx={{ p: 2.5, borderRadius: 3, border: '1px solid', borderColor: 'divider' }} data-testid="recent-materials">
    <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
      <Typography component="h2" sx={{ fontWeight: 700, flex: 1 }}>
        {t.recentMaterials}
      </Typography>
      <Button component={Link} to={MATERIAL_PATHS.list} size="small">
        {t.seeAll}
      </Button>
    </Box>
    {materials === null && [0, 1, 2].map((i) => <Skeleton key={i} height={44} />)}
    {materials?.length === 0 && <Typography sx={{ color: 'text.secondary', py: 2 }}>{t.noRecent}</Typography>}
    {materials?.map((m) => (
      <Box key={m.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.1, borderTop: '1px solid', borderColor: 'divider', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography sx={{ fontWeight: 600 }}>{m.name}</Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {m.subCategory} · {formatDensity(m.density)} g/cm³ · {formatDate(m.addedDate)}
          </Typography>
        </Box>
        <Chip size="small" label={m.category} />
        {m.currentPricePerKg !== null && <Typography sx={{ fontSize: 14, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{formatMoney(m.currentPricePerKg)}/kg</Typography>}
      </Box>
    ))}
  </Paper>
);
