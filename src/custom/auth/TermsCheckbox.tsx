import { Controller, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { auth } from '../../i18n/tr/auth';
import type { RegisterFormInput } from './registerForm';

const t = auth.register;

/** The required terms acceptance; the links open in a new tab so the half-filled form stays. */
export const TermsCheckbox = ({ control }: { control: Control<RegisterFormInput> }) => (
  <Controller
    control={control}
    name="terms"
    render={({ field, fieldState }) => (
      <FormControl error={!!fieldState.error}>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', mr: 0 }}
          control={<Checkbox name={field.name} checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { ref: field.ref } }} sx={{ pt: 0.25 }} />}
          label={
            <span>
              <Link href="/terms" target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
                {t.termsOfUse}
              </Link>
              {t.termsAnd}
              <Link href="/privacy" target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
                {t.privacyPolicy}
              </Link>
              {t.termsAfter}
            </span>
          }
        />
        {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
      </FormControl>
    )}
  />
);
