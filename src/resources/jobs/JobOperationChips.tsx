import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { jobScreens as texts } from '../../i18n/tr/jobScreens';
import type { JobRecord } from './jobRecord';
import { opLabel } from './operationOrder';

/** The job's operations in their saved order, labelled OP-1, OP-2 ... */
export const JobOperationChips = () => {
  const operations = useRecordContext<JobRecord>()?.operations ?? [];
  if (!operations.length)
    return (
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {texts.noOperations}
      </Typography>
    );
  return (
    <Box component="ol" data-testid="job-operations" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {operations.map((op, index) => (
        <Box component="li" key={`${op._id}-${index}`}>
          <Chip
            size="small"
            variant="outlined"
            label={
              <>
                <Box component="span" sx={{ fontWeight: 700, color: 'primary.main', mr: 0.5 }}>
                  {opLabel(index)}
                </Box>
                {op.name}
              </>
            }
            sx={{ borderRadius: 1.5, fontSize: 12, height: 22, opacity: op.status && op.status !== 'active' ? 0.6 : 1 }}
          />
        </Box>
      ))}
    </Box>
  );
};
