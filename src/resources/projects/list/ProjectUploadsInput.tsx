import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { useProjectForm } from './ProjectFormScope';

const t = projectScreens.form;
const count = (files: File[]) => (files.length ? ` (${files.length})` : '');

/** Photos and files to add to the project: uploaded when it is saved, their progress shown (ProjectFormScope). */
export const ProjectUploadsInput = () => {
  const { photos, files, setPhotos, setFiles, progress } = useProjectForm();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1 }}>
        <Button variant="outlined" component="label" fullWidth>
          {t.addPhotos}
          {count(photos)}
          <input hidden type="file" multiple accept="image/png,image/jpeg,image/webp,image/gif" data-testid="project-photo-input" onChange={(e) => setPhotos(Array.from(e.target.files ?? []))} />
        </Button>
        <Button variant="outlined" component="label" fullWidth>
          {t.addFiles}
          {count(files)}
          <input hidden type="file" multiple data-testid="project-file-input" onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
        </Button>
      </Stack>
      {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={t.uploading} />}
    </>
  );
};
