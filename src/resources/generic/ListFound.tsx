import { useListContext } from 'react-admin';
import Typography from '@mui/material/Typography';
import { fill } from '../../i18n/fill';
import { formatCount } from '../../domain/format';

/** How many records match, as the server counted them ('%{count} malzeme bulundu', ResourceOverride listTexts.found). */
export const ListFound = ({ text }: { text: string }) => {
  const { total } = useListContext();
  return (
    <Typography data-testid="list-found" aria-live="polite" sx={{ px: 2, py: 1, color: 'text.secondary', fontWeight: 600 }}>
      {total === undefined ? '' : fill(text, { count: formatCount(total) })}
    </Typography>
  );
};
