import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { formatMoney } from '../../../domain/format';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { formatKg } from './weightForm';

const t = materialScreens.weight;

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ py: 1.25, borderTop: '1px solid', borderColor: 'divider', display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    <Typography data-testid={testId} sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
  </Box>
);

interface WeightResultCardProps {
  result: { weightPerPiece: number; totalWeight: number; cost: number | null } | null;
  onAddToJob: () => void;
  onAddToProject: () => void;
}

/** Weight per piece, in total and the cost; the result can go to a job's notes or a project's materials. */
export const WeightResultCard = ({ result, onAddToJob, onAddToProject }: WeightResultCardProps) => (
  <Paper elevation={0} sx={{ p: 2.5, borderRadius: 3, border: '1px solid', borderColor: 'divider', alignSelf: 'start' }} aria-live="polite">
    <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
      {t.result}
    </Typography>
    <Figure label={t.perPiece} value={result ? formatKg(result.weightPerPiece) : '-'} testId="weight-per-piece" />
    <Figure label={t.total} value={result ? formatKg(result.totalWeight) : '-'} testId="weight-total" />
    <Figure label={t.cost} value={!result ? '-' : result.cost === null ? t.costUnknown : formatMoney(result.cost)} testId="weight-cost" />
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
      <Button variant="contained" startIcon={<NoteAddIcon />} disabled={!result} onClick={onAddToJob}>
        {t.addToJob}
      </Button>
      <Button variant="outlined" startIcon={<PlaylistAddIcon />} disabled={!result} onClick={onAddToProject}>
        {t.addToProject}
      </Button>
    </Box>
  </Paper>
);
