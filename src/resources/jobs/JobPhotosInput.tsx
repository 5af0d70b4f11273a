import Alert from '@mui/material/Alert';
import { useFormState } from 'react-hook-form';
import { jobs } from '../../i18n/tr/jobs';
import { useJobForm } from './JobFormScope';
import { PhotoPicker } from './PhotoPicker';

/**
 * The form's end: a new job's photos (uploaded when it is saved, JobFormScope), and while the
 * declared rules refuse the form, 'Lütfen tüm gerekli alanları doldurun' (001 section 5).
 */
export const JobPhotosInput = () => {
  const { editing, files, setFiles, progress } = useJobForm();
  const { isValid } = useFormState();
  return (
    <>
      {!editing && <PhotoPicker files={files} onChange={setFiles} progress={progress} />}
      {!isValid && (
        <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
          {jobs.requiredFields}
        </Alert>
      )}
    </>
  );
};
