import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { jobs as texts } from '../../i18n/tr/jobs';
import { useObjectUrl } from './useObjectUrl';

interface PhotoThumbnailProps {
  /** API path of the small thumbnail. */
  path: string;
  size: number;
  label: string;
  onOpen: () => void;
}

/** One small photo of a job row, loaded with the session's token; a click opens the viewer. */
export const PhotoThumbnail = ({ path, size, label, onOpen }: PhotoThumbnailProps) => {
  const { url, failed } = useObjectUrl(path);
  return (
    <ButtonBase onClick={onOpen} aria-label={label} title={failed ? texts.photos.placeholder : label} sx={{ width: size, height: size, borderRadius: 1.5, overflow: 'hidden', flexShrink: 0, border: '1px solid', borderColor: 'divider', bgcolor: 'grey.100' }}>
      {url ? (
        <Box component="img" src={url} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : failed ? (
        <BrokenImageOutlinedIcon fontSize="small" sx={{ color: 'text.disabled' }} />
      ) : (
        <Skeleton variant="rectangular" width={size} height={size} animation="wave" />
      )}
    </ButtonBase>
  );
};
