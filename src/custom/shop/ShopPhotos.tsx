import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../ui/Dialog';
import Typography from '@mui/material/Typography';
import { photoPath, thumbnailPaths } from '../../resources/jobs/jobRecord';
import { PhotoThumbnail } from '../../resources/jobs/PhotoThumbnail';
import { useObjectUrl } from '../../resources/jobs/useObjectUrl';
import { shopScreens as t } from '../../i18n/tr/shopScreens';
import { TAP_SX } from './tapSx';

/** One photo at full size, over the screen; read-only (the operator screen changes no photo). */
const PhotoLightbox = ({ photoKey, onClose }: { photoKey: string; onClose: () => void }) => {
  const { url } = useObjectUrl(photoPath(photoKey));
  return (
    <Dialog open fullScreen onClose={onClose} slotProps={{ paper: { sx: { bgcolor: '#0b0f19', display: 'grid', gridTemplateRows: '1fr auto', p: 2, gap: 2 } } }}>
      <Box sx={{ minHeight: 0, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {url && <Box component="img" src={url} alt={photoKey} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />}
      </Box>
      <Button variant="contained" onClick={onClose} sx={{ ...TAP_SX, justifySelf: 'center' }}>
        {t.bench.closePhoto}
      </Button>
    </Dialog>
  );
};

/** The job's photos as large thumbnails; a tap shows one whole. */
export const ShopPhotos = ({ photos }: { photos: string[] }) => {
  const [open, setOpen] = useState<string | null>(null);
  if (!photos.length) return <Typography sx={{ color: 'text.secondary' }}>{t.bench.noPhotos}</Typography>;
  const paths = thumbnailPaths({ attachments: photos });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="shop-photos">
      {photos.map((key, index) => (
        <PhotoThumbnail key={key} path={paths[index]!} size={96} label={`${t.bench.photos} ${index + 1}`} onOpen={() => setOpen(key)} />
      ))}
      {open && <PhotoLightbox photoKey={open} onClose={() => setOpen(null)} />}
    </Box>
  );
};
