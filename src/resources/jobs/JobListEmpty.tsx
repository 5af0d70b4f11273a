import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { jobScreens } from '../../i18n/tr/jobScreens';

/** What the list shows when no job matches. */
export const JobListEmpty = () => (
  <Box sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }}>
    <AssignmentOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
    <Typography sx={{ mt: 1, fontWeight: 600 }}>{jobScreens.empty}</Typography>
  </Box>
);
