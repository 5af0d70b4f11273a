import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { useProjectForm } from './ProjectFormScope';
import { FilePickButton } from '../../../ui/FilePickButton';

const t = projectScreens.form;
const count = (files: File[]) => (files.length ? ` (${files.length})` : '');

/** Photos and files to add to the project: uploaded when it is saved, their progress shown (ProjectFormScope). */
export const ProjectUploadsInput = () => {
  const { photos, files, setPhotos, setFiles, progress } = useProjectForm();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1 }}>
        <FilePickButton variant="outlined" fullWidth multiple accept="image/png,image/jpeg,image/webp,image/gif" inputTestId="project-photo-input" onFiles={setPhotos}>
          {t.addPhotos}
          {count(photos)}
        </FilePickButton>
        <FilePickButton variant="outlined" fullWidth multiple inputTestId="project-file-input" onFiles={setFiles}>
          {t.addFiles}
          {count(files)}
        </FilePickButton>
      </Stack>
      {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label={t.uploading} />}
    </>
  );
};
