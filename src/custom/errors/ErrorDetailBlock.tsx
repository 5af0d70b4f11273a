import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A labelled, scrollable monospace block (stack traces on the error page). */
export const ErrorDetailBlock = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ mt: 1.5 }}>
    <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
      {label}
    </Typography>
    <Box
      component="pre"
      sx={{ m: 0, mt: 0.5, p: 1.5, maxHeight: 160, overflow: 'auto', fontSize: 12, bgcolor: '#0f172a', color: '#e2e8f0', borderRadius: 1.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {value}
    </Box>
  </Box>
);
