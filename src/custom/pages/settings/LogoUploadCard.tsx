import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ImageIcon from '@mui/icons-material/Image';
import SaveIcon from '@mui/icons-material/Save';
import { formatFileSize } from '../../../domain/format';
import { pages } from '../../../i18n/tr/pages';
import { api, HttpError } from '../../../providers/httpClient';
import { CompanyLogo } from '../../shell/CompanyLogo';
import { notifyLogoChanged } from '../../shell/companyLogo';
import { useToast } from '../../../ui/ToastProvider';
import { SectionCard } from '../SectionCard';
import { FilePickButton } from '../../../ui/FilePickButton';

const texts = pages.settings.logo;
/** A first check for the user's sake; the server reads the bytes and decides. */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Logo upload with preview, saved on the server and shown at once in the shell. */
export const LogoUploadCard = () => {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    if (!ACCEPTED.includes(picked.type)) {
      setProblem(texts.typeInvalid);
      return;
    }
    setProblem(null);
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  };

  const save = async () => {
    if (!file) return;
    setSaving(true);
    const form = new FormData();
    form.append('logo', file);
    try {
      await api('/settings/logo', { method: 'PUT', body: form, timeout: 60_000 });
      toast.success(texts.saved);
      notifyLogoChanged();
      setFile(null);
      setPreview(null);
    } catch (err) {
      const message = err instanceof HttpError && err.body.message ? err.body.message : texts.saveFailed;
      setProblem(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title={texts.title} icon={<ImageIcon />}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ width: 112, height: 112, borderRadius: 3, border: '2px dashed', borderColor: 'divider', display: 'grid', placeItems: 'center', bgcolor: 'background.default', flexShrink: 0 }}>
          {preview ? <Box component="img" src={preview} alt={texts.previewAlt} sx={{ width: 72, height: 72, objectFit: 'contain' }} /> : <CompanyLogo size={72} />}
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5 }}>{texts.hint}</Typography>
          {file && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
              <Typography sx={{ fontSize: 13, fontWeight: 600 }}>{texts.preview}:</Typography>
              {preview && <Box component="img" src={preview} alt="" sx={{ width: 40, height: 40, objectFit: 'contain', borderRadius: 1, border: '1px solid', borderColor: 'divider' }} />}
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }} noWrap>
                {file.name} · {formatFileSize(file.size)}
              </Typography>
            </Stack>
          )}
          <Stack direction="row" spacing={1.5}>
            <FilePickButton variant="outlined" startIcon={<CloudUploadIcon />} disabled={saving} accept={ACCEPTED.join(',')} inputTestId="logo-input" onFiles={([chosen]) => choose(chosen)}>
              {texts.choose}
            </FilePickButton>
            <Button variant="contained" startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />} onClick={() => void save()} disabled={!file || saving}>
              {texts.save}
            </Button>
          </Stack>
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
};
