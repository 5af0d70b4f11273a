import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { boundFieldProps } from './boundFieldProps';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

type FormTextFieldProps<T extends FieldValues> = Omit<OutlinedFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
};

/** A text field bound to a react-hook-form field, showing the field's validation message under it. */
export const FormTextField = <T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <OutlinedField
        {...props}
        {...boundFieldProps(field, fieldState)}
        helperText={fieldState.error?.message ?? helperText}
      />
    )}
  />
);
