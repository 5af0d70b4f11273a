import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { fill } from '../../i18n/fill';
import { jobScreens as texts } from '../../i18n/tr/jobScreens';
import { thumbnailPaths, type JobRecord } from './jobRecord';
import { PhotoThumbnail } from './PhotoThumbnail';
import { PhotoViewer } from './PhotoViewer';
import { stopRowClick } from './stopRowClick';
import { thumbnailStrip } from './thumbnailStrip';

interface JobThumbnailsProps {
  /** 4 on desktop, 3 on mobile. */
  max: number;
  size?: number;
}

/** The job's first photos as small thumbnails, then '+N' for the rest; each opens the viewer there. */
export const JobThumbnails = ({ max, size = 40 }: JobThumbnailsProps) => {
  const job = useRecordContext<JobRecord>();
  const [viewing, setViewing] = useState<number | null>(null);
  if (!job) return null;
  const paths = thumbnailPaths(job);
  const { shown, more } = thumbnailStrip(paths.length, max);
  if (!paths.length)
    return (
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {texts.noPhotos}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} data-testid="job-thumbnails" onClick={stopRowClick}>
      {paths.slice(0, shown).map((path, index) => (
        <PhotoThumbnail key={path} path={path} size={size} label={`${index + 1}`} onOpen={() => setViewing(index)} />
      ))}
      {more > 0 && (
        <ButtonBase
          onClick={() => setViewing(shown)}
          aria-label={fill(texts.morePhotos, { n: more })}
          sx={{ width: size, height: size, borderRadius: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, fontSize: 13 }}
        >
          +{more}
        </ButtonBase>
      )}
      {viewing !== null && <PhotoViewer photoKeys={job.attachments} startIndex={viewing} onClose={() => setViewing(null)} />}
    </Box>
  );
};
