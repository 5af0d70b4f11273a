import { Controller, type Control } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Role, SELF_REGISTER_ROLES } from '../../domain/roles';
import { auth } from '../../i18n/tr/auth';
import type { RegisterFormInput } from './registerForm';

const t = auth.register;

const LABELS: Record<number, string> = { [Role.customer]: t.roles.customer, [Role.supplier]: t.roles.supplier, [Role.employee]: t.roles.employee };

/** The account type: registration offers only customer, supplier and employee (000 section 6). */
export const RoleChoice = ({ control }: { control: Control<RegisterFormInput> }) => (
  <Controller
    control={control}
    name="role"
    render={({ field }) => (
      <FormControl>
        <FormLabel id="register-role" sx={{ fontSize: 14, mb: 0.5 }}>
          {t.role}
        </FormLabel>
        <RadioGroup row aria-labelledby="register-role" name={field.name} value={String(field.value)} onChange={(e) => field.onChange(Number(e.target.value))}>
          {SELF_REGISTER_ROLES.map((role) => (
            <FormControlLabel key={role} value={String(role)} control={<Radio size="small" />} label={LABELS[role]} />
          ))}
        </RadioGroup>
      </FormControl>
    )}
  />
);
