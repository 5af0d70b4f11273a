import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import type { OperationRecord } from '../../domain/resources/operations';
import { OperationRowActions } from './OperationRowActions';
import { OperationStatusChip } from './OperationStatusChip';

/** The page's operations as cards, for phones. */
export const OperationCardList = () => {
  const { data } = useListContext<OperationRecord>();
  return (
    <Stack spacing={1.25} sx={{ p: 1.25 }}>
      {(data ?? []).map((op) => (
        <Paper key={op.id} variant="outlined" data-testid="operation-card" sx={{ p: 1.5, borderRadius: 2.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              #{op.id}
            </Typography>
            <Typography sx={{ fontWeight: 700, flex: 1 }}>{op.name}</Typography>
            <OperationStatusChip status={op.status} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, mt: 0.5 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
              {op.description}
            </Typography>
            <OperationRowActions operation={op} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
};
