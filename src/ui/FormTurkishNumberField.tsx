import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TurkishNumberField, type TurkishNumberFieldProps } from './TurkishNumberField';

type FormTurkishNumberFieldProps<V extends FieldValues> = Omit<TurkishNumberFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** Any context and output: the field reads and writes its typed text only. */
  control: Control<V, any, any>;
  name: FieldPath<V>;
};

/** The Turkish number input bound to a react-hook-form field holding its text, with its resolver's message under it. */
export const FormTurkishNumberField = <V extends FieldValues>({ control, name, helperText, ...props }: FormTurkishNumberFieldProps<V>) => {
  const { field, fieldState } = useController({ control, name });
  return (
    <TurkishNumberField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
};
