import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { Role, type RoleNumber } from '../../../domain/roles';
import { usernameOf } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { formatTypedPhone } from '../../auth/phoneTyping';
import { roleLabel } from '../../shell/roleLabel';
import { digitsOnly, hasCompanyFields, withUsername, type UserFormValues } from './userForm';
import type { UserFormState } from './userFormResolver';

const texts = adminScreens.userForm;

/** Long values (e-mails) and the role take a whole row. */
const FULL = { gridColumn: '1 / -1' } as const;

/** The roles the admin may give, in the order of 000 section 6. */
const ROLE_CHOICES: readonly RoleNumber[] = [Role.admin, Role.master, Role.employee, Role.supplier, Role.customer];

type Form = UseFormReturn<UserFormState>;
type TextName = Exclude<keyof UserFormValues, 'role'>;

interface FieldProps {
  form: Form;
  name: TextName;
  label: string;
  type?: string;
  autoComplete?: string;
  helper?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  maxLength?: number;
  /** What is kept of what was typed: the phone formatted, digits only for tax numbers. */
  keep?: (typed: string) => string;
  /** A field whose message reads this one's value too: checked again with it once the form was sent. */
  also?: 'username';
}

/** A text input bound to the form, its resolver's message (or a hint) under it. */
const Field = ({ form, name, label, type = 'text', autoComplete = 'off', helper, inputMode, maxLength, keep = (v) => v, also }: FieldProps) => {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      label={label}
      value={field.value ?? ''}
      onChange={(e) => {
        field.onChange(keep(e.target.value));
        if (also && form.formState.isSubmitted) void form.trigger(also);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helper ?? ' '}
      type={type}
      autoComplete={autoComplete}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { inputMode, maxLength, name } }}
    />
  );
};

/** The username is the e-mail's part before the at-sign: typing it rewrites the e-mail, and its message follows both. */
const UsernameField = ({ form }: { form: Form }) => {
  const email = useWatch({ control: form.control, name: 'email' });
  const error = form.formState.errors.username;
  return (
    <TextField
      label={texts.username}
      value={usernameOf(email)}
      onChange={(e) => {
        form.setValue('email', withUsername(email, e.target.value), { shouldDirty: true });
        if (form.formState.isSubmitted) void form.trigger(['email', 'username']);
      }}
      error={!!error}
      helperText={error?.message ?? texts.usernameHint}
      autoComplete="off"
      size="small"
      fullWidth
      slotProps={{ htmlInput: { name: 'username' } }}
    />
  );
};

const RoleField = ({ form, locked }: { form: Form; locked?: boolean }) => {
  const { field } = useController({ control: form.control, name: 'role' });
  return (
    <TextField
      select
      label={texts.role}
      value={field.value}
      onChange={(e) => field.onChange(Number(e.target.value) as RoleNumber)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={locked}
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
  );
};

interface UserFormFieldsProps {
  mode: 'add' | 'edit';
  form: Form;
  /** The suppliers page fixes the role. */
  roleLocked?: boolean;
}

/** The fields shared by the add and edit dialogs. */
export const UserFormFields = ({ mode, form, roleLocked }: UserFormFieldsProps) => {
  const role = useWatch({ control: form.control, name: 'role' });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5, pt: 1 }}>
      <Field form={form} name="name" label={texts.name} autoComplete="given-name" />
      <Field form={form} name="surname" label={texts.surname} autoComplete="family-name" />
      <Box sx={FULL}>
        <Field form={form} name="email" label={texts.email} type="email" inputMode="email" also={mode === 'edit' ? 'username' : undefined} />
      </Box>
      {mode === 'edit' ? <UsernameField form={form} /> : <Field form={form} name="password" label={texts.password} type="password" autoComplete="new-password" />}
      <Field form={form} name="phone" label={texts.phone} type="tel" inputMode="tel" maxLength={17} helper="+90 5XX XXX XX XX" keep={formatTypedPhone} />
      <RoleField form={form} locked={roleLocked} />
      {hasCompanyFields(role) && (
        <>
          <Typography sx={{ gridColumn: '1 / -1', fontWeight: 700, fontSize: 14, mt: 1, mb: 1.5, color: 'text.secondary' }}>{texts.companySection}</Typography>
          <Field form={form} name="companyName" label={texts.companyName} autoComplete="organization" />
          <Field form={form} name="taxNumber" label={texts.taxNumber} inputMode="numeric" maxLength={11} keep={(v) => digitsOnly(v, 11)} />
          {mode === 'edit' && <Field form={form} name="companyPhone" label={texts.companyPhone} type="tel" inputMode="numeric" keep={(v) => digitsOnly(v, 15)} />}
        </>
      )}
    </Box>
  );
};
