import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { adminScreens } from '../i18n/tr/adminScreens';

/** A page's error as one line with a close link (the users, customers and suppliers pages). */
export const ErrorLine = ({ message, onClose }: { message: string; onClose: () => void }) => (
  <Alert
    severity="error"
    variant="outlined"
    sx={{ mb: 2, bgcolor: '#fff', alignItems: 'center' }}
    action={
      <Link component="button" type="button" onClick={onClose} sx={{ fontWeight: 700, fontSize: 14, mr: 1 }}>
        {adminScreens.common.close}
      </Link>
    }
  >
    {message}
  </Alert>
);
