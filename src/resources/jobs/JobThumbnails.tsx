import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { fill } from '../../i18n/fill';
import { jobScreens as texts } from '../../i18n/tr/jobScreens';
import { useOpenJobDialog } from './jobDialogContext';
import { thumbnailPaths, type JobRecord } from './jobRecord';
import { PhotoThumbnail } from './PhotoThumbnail';
import { thumbnailStrip } from './thumbnailStrip';

interface JobThumbnailsProps {
  job: JobRecord;
  /** 4 on desktop, 3 on mobile. */
  max: number;
  size?: number;
}

/** The first photos of a job as small thumbnails, then '+N' for the rest; each opens the viewer. */
export const JobThumbnails = ({ job, max, size = 40 }: JobThumbnailsProps) => {
  const open = useOpenJobDialog();
  const paths = thumbnailPaths(job);
  const { shown, more } = thumbnailStrip(paths.length, max);
  if (!paths.length)
    return (
      <Typography variant="caption" sx={{ color: 'text.disabled' }}>
        {texts.noPhotos}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} data-testid="job-thumbnails">
      {paths.slice(0, shown).map((path, index) => (
        <PhotoThumbnail key={path} path={path} size={size} label={`${index + 1}`} onOpen={() => open({ kind: 'viewer', job, index })} />
      ))}
      {more > 0 && (
        <ButtonBase
          onClick={() => open({ kind: 'viewer', job, index: shown })}
          aria-label={fill(texts.morePhotos, { n: more })}
          sx={{ width: size, height: size, borderRadius: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, fontSize: 13 }}
        >
          +{more}
        </ButtonBase>
      )}
    </Box>
  );
};
