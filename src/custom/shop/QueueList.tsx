import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ShopJob } from '../../providers/shopMethods';
import { shopScreens as t } from '../../i18n/tr/shopScreens';
import { jobName } from '../../domain/jobName';
import { nextOperation } from './nextOperation';

interface QueueListProps {
  queue: ShopJob[];
  selectedId: number | undefined;
  onSelect: (jobId: number) => void;
}

/** The bench's queue in order: each job a large card showing its next operation; the chosen one stands out. */
export const QueueList = ({ queue, selectedId, onSelect }: QueueListProps) => (
  <Box component="nav" aria-label={t.bench.queue}>
    <Typography component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
      {t.bench.queue}
    </Typography>
    {queue.length === 0 ? (
      <Typography sx={{ color: 'text.secondary', fontSize: 18 }}>{t.bench.emptyQueue}</Typography>
    ) : (
      <Box component="ol" sx={{ m: 0, p: 0, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 1, overflowX: { xs: 'auto', md: 'visible' }, pb: { xs: 1, md: 0 } }}>
        {queue.map((job, index) => {
          const selected = job._id === selectedId;
          const next = nextOperation(job.operations);
          return (
            <Box component="li" key={job._id} sx={{ listStyle: 'none', flex: { xs: '0 0 240px', md: 'none' } }}>
              <ButtonBase
                onClick={() => onSelect(job._id)}
                aria-current={selected ? 'true' : undefined}
                data-testid={`shop-queue-${job._id}`}
                sx={{
                  width: '100%',
                  minHeight: 72,
                  p: 1.5,
                  borderRadius: 2,
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  gap: 1.5,
                  border: '2px solid',
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'primary.main' : 'background.paper',
                  color: selected ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <Typography component="span" sx={{ fontSize: 24, fontWeight: 800, opacity: 0.8 }}>
                  {index + 1}
                </Typography>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="span" sx={{ display: 'block', fontSize: 18, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {jobName(job, job._id)}
                  </Typography>
                  <Typography component="span" sx={{ display: 'block', fontSize: 15, opacity: 0.85 }}>
                    {next ? `${t.bench.next}: ${next.name}` : job.operations.length ? t.status.done : t.bench.queueNoOperations}
                  </Typography>
                </Box>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    )}
  </Box>
);
