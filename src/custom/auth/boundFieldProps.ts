import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

/** The props every bound input takes from react-hook-form (its message goes in helperText). */
export const boundFieldProps = <T extends FieldValues>(field: ControllerRenderProps<T, Path<T>>, fieldState: ControllerFieldState) => ({
  name: field.name,
  value: field.value ?? '',
  onChange: field.onChange,
  onBlur: field.onBlur,
  inputRef: field.ref,
  error: !!fieldState.error,
});
