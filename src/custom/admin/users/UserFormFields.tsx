import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Role, type RoleNumber } from '../../../domain/roles';
import { usernameOf } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { formatTypedPhone } from '../../auth/phoneTyping';
import { roleLabel } from '../../shell/roleLabel';
import { digitsOnly, hasCompanyFields, withUsername, type UserFormErrors, type UserFormField, type UserFormValues } from './userForm';

const texts = adminScreens.userForm;

/** Long values (e-mails) and the role take a whole row. */
const FULL = { gridColumn: '1 / -1' } as const;

/** The roles the admin may give, in the order of 000 section 6. */
const ROLE_CHOICES: readonly RoleNumber[] = [Role.admin, Role.master, Role.employee, Role.supplier, Role.customer];

interface UserFormFieldsProps {
  mode: 'add' | 'edit';
  values: UserFormValues;
  errors: UserFormErrors;
  onChange: (values: UserFormValues) => void;
  /** The suppliers page fixes the role. */
  roleLocked?: boolean;
}

/** The fields shared by the add and edit dialogs. */
export const UserFormFields = ({ mode, values, errors, onChange, roleLocked }: UserFormFieldsProps) => {
  const set = (patch: Partial<UserFormValues>) => onChange({ ...values, ...patch });
  const field = (name: UserFormField, label: string, value: string, change: (v: string) => void, extra: { type?: string; autoComplete?: string; helper?: string; inputMode?: 'numeric' | 'tel' | 'email'; maxLength?: number } = {}) => (
    <TextField
      label={label}
      value={value}
      onChange={(e) => change(e.target.value)}
      error={!!errors[name]}
      helperText={errors[name] ?? extra.helper ?? ' '}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { inputMode: extra.inputMode, maxLength: extra.maxLength, name } }}
    />
  );
  const showCompany = hasCompanyFields(values.role);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5, pt: 1 }}>
      {field('name', texts.name, values.name, (name) => set({ name }), { autoComplete: 'given-name' })}
      {field('surname', texts.surname, values.surname, (surname) => set({ surname }), { autoComplete: 'family-name' })}
      <Box sx={FULL}>{field('email', texts.email, values.email, (email) => set({ email }), { type: 'email', inputMode: 'email' })}</Box>
      {mode === 'edit'
        ? field('username', texts.username, usernameOf(values.email), (username) => set({ email: withUsername(values.email, username) }), { helper: texts.usernameHint })
        : field('password', texts.password, values.password, (password) => set({ password }), { type: 'password', autoComplete: 'new-password' })}
      {field('phone', texts.phone, values.phone, (phone) => set({ phone: formatTypedPhone(phone) }), { type: 'tel', inputMode: 'tel', maxLength: 17, helper: '+90 5XX XXX XX XX' })}
      <TextField
        select
        label={texts.role}
        value={values.role}
        onChange={(e) => set({ role: Number(e.target.value) as RoleNumber })}
        disabled={roleLocked}
        size="small"
        fullWidth
        helperText=" "
        sx={FULL}
        slotProps={{ htmlInput: { name: 'role' } }}
      >
        {ROLE_CHOICES.map((role) => (
          <MenuItem key={role} value={role}>
            {roleLabel(role)}
          </MenuItem>
        ))}
      </TextField>
      {showCompany && (
        <>
          <Typography sx={{ gridColumn: '1 / -1', fontWeight: 700, fontSize: 14, mt: 1, mb: 1.5, color: 'text.secondary' }}>{texts.companySection}</Typography>
          {field('companyName', texts.companyName, values.companyName, (companyName) => set({ companyName }), { autoComplete: 'organization' })}
          {field('taxNumber', texts.taxNumber, values.taxNumber, (v) => set({ taxNumber: digitsOnly(v, 11) }), { inputMode: 'numeric', maxLength: 11 })}
          {mode === 'edit' && field('companyPhone', texts.companyPhone, values.companyPhone, (v) => set({ companyPhone: digitsOnly(v, 15) }), { type: 'tel', inputMode: 'numeric' })}
        </>
      )}
    </Box>
  );
};
