import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface OutlinedFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text field that looks like MUI's TextField without its weight: TextField pulls
 * Select, Menu, Popover and Modal (~15 KB gzipped) into the sign-in screen's 200 KB budget.
 */
export const OutlinedField = ({ label, name, value, onChange, onBlur, inputRef, type = 'text', autoComplete, autoFocus, placeholder, error, helperText, endAdornment, htmlInput }: OutlinedFieldProps) => {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        endAdornment={endAdornment}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
