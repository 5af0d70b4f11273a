import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

interface Bound<T extends FieldValues, N extends Path<T>> {
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
}

/** What a MUI input takes from a react-hook-form Controller's render: value, change, blur, the input to focus, refused or not. */
export const boundField = <T extends FieldValues, N extends Path<T>>({ field, fieldState }: Bound<T, N>) => ({
  name: field.name,
  value: field.value,
  onChange: field.onChange,
  onBlur: field.onBlur,
  inputRef: field.ref,
  error: fieldState.invalid,
});
