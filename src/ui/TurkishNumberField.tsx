import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { parseTurkishNumber, tidyTurkishNumber } from '../domain/turkishNumber';
import { validation } from '../i18n/tr/validation';

export type TurkishNumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps'> & {
  /** The text as typed; read it with parseTurkishNumber. */
  value: string;
  onChange: (text: string) => void;
  /** Decimals always shown once the field is left: 2 for money (46,20). */
  minDecimals?: number;
  htmlInput?: Record<string, unknown>;
};

/**
 * The app's one number input: the user types Turkish (46,20 · 1.234,5), never the browser's
 * type=number, which drops or moves the comma by the browser's language. Leaving the field shows
 * the number formatted (tr-TR), or the Turkish refusal when it cannot be read.
 */
export const TurkishNumberField = ({ value, onChange, minDecimals = 0, htmlInput, error, helperText, onBlur, ...rest }: TurkishNumberFieldProps) => {
  // Refused only once left: '1.2' on the way to '1.234' is not a mistake yet.
  const [left, setLeft] = useState(false);
  const unreadable = left && Number.isNaN(parseTurkishNumber(value));
  return (
    <TextField
      {...rest}
      type="text"
      value={value}
      onChange={(e) => {
        setLeft(false);
        onChange(e.target.value);
      }}
      onBlur={(e) => {
        setLeft(true);
        const tidy = tidyTurkishNumber(value, minDecimals);
        if (tidy !== value) onChange(tidy);
        onBlur?.(e);
      }}
      error={unreadable || error}
      helperText={unreadable ? validation.numberUnreadable : helperText}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...htmlInput } }}
    />
  );
};
