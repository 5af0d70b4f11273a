import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shell } from '../../i18n/tr/shell';
import { formatClock, formatWeekdayDate } from '../../domain/istanbulTime';


/** The shop's date and time (Istanbul) on the top bar, ticking every second. */
export const LiveClock = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box component="time" dateTime={now.toISOString()} aria-label={shell.topBar.clock} data-testid="top-bar-clock" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.1 }}>
      <Typography component="span" sx={{ fontSize: 15, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {formatClock(now)}
      </Typography>
      <Typography component="span" sx={{ fontSize: 11, opacity: 0.8, display: { xs: 'none', sm: 'block' } }}>
        {formatWeekdayDate(now)}
      </Typography>
    </Box>
  );
};
