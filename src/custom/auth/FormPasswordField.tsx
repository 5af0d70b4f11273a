import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { boundFieldProps } from './boundFieldProps';
import { PasswordField } from './PasswordField';

interface FormPasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoComplete?: 'current-password' | 'new-password';
}

/** PasswordField bound to a react-hook-form field. */
export const FormPasswordField = <T extends FieldValues>({ control, name, label, autoComplete = 'new-password' }: FormPasswordFieldProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <PasswordField
        label={label}
        {...boundFieldProps(field, fieldState)}
        helperText={fieldState.error?.message}
        autoComplete={autoComplete}
      />
    )}
  />
);
