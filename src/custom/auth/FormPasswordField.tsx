import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
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
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={!!fieldState.error}
        helperText={fieldState.error?.message}
        autoComplete={autoComplete}
      />
    )}
  />
);
