import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** Any context and output: the field reads and writes its input value only. */
  control: Control<V, any, any>;
  name: FieldPath<V>;
};

/** A MUI text field bound to a react-hook-form field: its value, and its resolver's message under it. */
export const FormTextField = <V extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<V>) => {
  const { field, fieldState } = useController({ control, name });
  const { ref, ...bound } = field;
  return <TextField {...props} {...bound} inputRef={ref} value={bound.value ?? ''} error={!!fieldState.error} helperText={fieldState.error?.message ?? helperText} />;
};
