import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shell } from '../../i18n/tr/shell';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The tr-TR date and time on the top bar, ticking every second. */
export const LiveClock = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box component="time" dateTime={now.toISOString()} aria-label={shell.topBar.clock} data-testid="top-bar-clock" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.1 }}>
      <Typography component="span" sx={{ fontSize: 15, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {timeFormat.format(now)}
      </Typography>
      <Typography component="span" sx={{ fontSize: 11, opacity: 0.8, display: { xs: 'none', sm: 'block' } }}>
        {dateFormat.format(now)}
      </Typography>
    </Box>
  );
};
