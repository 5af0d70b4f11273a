import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { boundFieldProps } from './boundFieldProps';
import { PhoneInput } from './PhoneInput';

interface FormPhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: string;
}

/** PhoneInput bound to a react-hook-form field (the form keeps the formatted text). */
export const FormPhoneField = <T extends FieldValues>({ control, name, label, helperText }: FormPhoneFieldProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <PhoneInput
        label={label}
        {...boundFieldProps(field, fieldState)}
        helperText={fieldState.error?.message ?? helperText}
      />
    )}
  />
);
