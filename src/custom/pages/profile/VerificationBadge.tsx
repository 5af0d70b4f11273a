import Chip from '@mui/material/Chip';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';

/** A green or amber badge for a verified / unverified e-mail or phone. */
export const VerificationBadge = ({ verified, yes, no }: { verified: boolean; yes: string; no: string }) => (
  <Chip
    size="small"
    icon={verified ? <CheckCircleIcon /> : <ErrorIcon />}
    label={verified ? yes : no}
    color={verified ? 'success' : 'warning'}
    variant="outlined"
    sx={{ fontWeight: 600, bgcolor: verified ? 'rgba(46,125,50,.06)' : 'rgba(237,108,2,.06)' }}
  />
);
