import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { auth } from '../../i18n/tr/auth';
import { FormPhoneField } from './FormPhoneField';
import { FormTextField } from './FormTextField';
import type { RegisterFormInput } from './registerForm';

const t = auth.register;

/** The company details a supplier gives on registration. */
export const SupplierFields = ({ control }: { control: Control<RegisterFormInput> }) => (
  <Stack spacing={2} sx={{ border: 1, borderColor: 'primary.light', borderRadius: 2, p: 2, bgcolor: 'rgba(0, 102, 204, 0.04)' }}>
    <Typography variant="subtitle2" sx={{ color: 'primary.main' }}>
      {t.supplierTitle}
    </Typography>
    <FormTextField control={control} name="companyName" label={t.companyName} autoComplete="organization" />
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="taxId" label={t.taxId} htmlInput={{ inputMode: 'numeric', maxLength: 11 }} />
      <FormPhoneField control={control} name="companyPhone" label={t.companyPhone} helperText={t.companyPhoneHint} />
    </Box>
  </Stack>
);
