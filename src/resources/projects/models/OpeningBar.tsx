import { useSyncExternalStore } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { DownloadedShare } from './downloadedShare';

/** The opening's progress bar: the downloaded share while it is counted, moving stripes after. */
export const OpeningBar = ({ share, label }: { share: DownloadedShare; label: string }) => {
  const fraction = useSyncExternalStore(share.subscribe, share.get);
  return (
    <LinearProgress
      variant={fraction === undefined ? 'indeterminate' : 'determinate'}
      value={(fraction ?? 0) * 100}
      sx={{ width: 'min(420px, 80%)', height: 8, borderRadius: 4 }}
      aria-label={label}
    />
  );
};
