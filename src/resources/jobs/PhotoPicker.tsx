import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { FilePreview } from './FilePreview';
import { FilePickButton } from '../../ui/FilePickButton';

const t = jobScreens.photoPicker;
const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

interface PhotoPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Share uploaded (0 to 1) while uploading, otherwise null. */
  progress: number | null;
}

/** Several photos chosen at once (PNG, JPG, JPEG; the 5MB hint is only a hint), then an upload bar. */
export const PhotoPicker = ({ files, onChange, progress }: PhotoPickerProps) => {
  const uploading = progress !== null;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <FilePickButton variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />} disabled={uploading} multiple accept="image/png,image/jpeg" inputTestId="job-photo-input" onFiles={(chosen) => onChange([...files, ...chosen])}>
          {t.choose}
        </FilePickButton>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {files.length ? `${fill(t.selected, { n: files.length })} · ${t.hint}` : t.hint}
        </Typography>
      </Box>
      {files.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {files.map((file, i) => (
            <FilePreview key={`${file.name}-${i}`} file={file} removeLabel={t.remove} onRemove={uploading ? undefined : () => onChange(files.filter((_, j) => j !== i))} />
          ))}
        </Box>
      )}
      {uploading && (
        <Box sx={{ mt: 1.5 }} role="status">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="caption">{t.uploading}</Typography>
            <Typography variant="caption" sx={{ fontWeight: 700 }}>
              {percent.format(progress)}
            </Typography>
          </Box>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t.uploading} data-testid="photo-upload-progress" sx={{ height: 8, borderRadius: 4 }} />
        </Box>
      )}
    </Box>
  );
};
