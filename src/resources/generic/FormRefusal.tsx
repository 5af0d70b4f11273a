import Alert from '@mui/material/Alert';
import { useFormState } from 'react-hook-form';

/**
 * A refused submit's first text, once above the inputs (ResourceOverride formRefusal: 'alert'):
 * the spec's material modals answer any missing field with one line ('Lütfen tüm alanları doldurunuz!').
 */
export const FormRefusal = () => {
  const { errors, submitCount } = useFormState();
  const first = Object.values(errors).find((e) => typeof e?.message === 'string')?.message;
  if (!submitCount || typeof first !== 'string') return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {first}
    </Alert>
  );
};
