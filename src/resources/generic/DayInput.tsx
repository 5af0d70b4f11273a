import { useInput, type InputProps } from 'react-admin';
import { DayPicker } from '../../ui/DayPicker';

/**
 * react-admin's input for a declared date field: the Turkish day picker in place of DateInput's
 * native date input (which shows mm/dd/yyyy in a browser whose language is not Turkish).
 */
export const DayInput = (props: InputProps & { label: string }) => {
  const { field, fieldState, isRequired } = useInput(props);
  return (
    <DayPicker
      label={isRequired ? `${props.label} *` : props.label}
      value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      size="small"
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    />
  );
};
