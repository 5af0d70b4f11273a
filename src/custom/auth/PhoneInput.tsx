import type { Ref } from 'react';
import { OutlinedField } from './OutlinedField';
import { formatTypedPhone } from './phoneTyping';

interface PhoneInputProps {
  label: string;
  name: string;
  /** The formatted text (+90 XXX XXX XX XX); the form turns it into 90 + 10 digits when sending. */
  value: string;
  onChange: (formatted: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  placeholder?: string;
}

/** A Turkish phone input that formats as the user types. */
export const PhoneInput = ({ onChange, placeholder = '+90 5XX XXX XX XX', ...props }: PhoneInputProps) => (
  <OutlinedField
    {...props}
    type="tel"
    onChange={(typed) => onChange(formatTypedPhone(typed))}
    placeholder={placeholder}
    autoComplete="tel"
    htmlInput={{ inputMode: 'tel', maxLength: 17 }}
  />
);
