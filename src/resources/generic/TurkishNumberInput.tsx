import { useEffect, useRef, useState } from 'react';
import { useInput, type InputProps } from 'react-admin';
import { parseTurkishNumber, turkishNumberText } from '../../domain/turkishNumber';
import { TurkishNumberField } from '../../ui/TurkishNumberField';

/** The form's empty value, whichever way react-admin spells it. */
const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * react-admin's input for a declared number or money field, in place of NumberInput (type=number):
 * the form holds the number (null when blank, NaN when unreadable, which the declared schema
 * refuses). A filter sends nothing while its text is unreadable.
 */
export const TurkishNumberInput = ({ minDecimals = 0, filter = false, ...props }: InputProps & { label: string; minDecimals?: number; filter?: boolean }) => {
  const { field, fieldState, isRequired } = useInput(props);
  const [text, setText] = useState(() => turkishNumberText(field.value, minDecimals));
  const sent = useRef<unknown>(orNull(field.value));
  // A value set from elsewhere (the record loading, a reset, a cleared filter) replaces the text.
  useEffect(() => {
    if (Object.is(orNull(field.value), sent.current)) return;
    sent.current = orNull(field.value);
    setText(turkishNumberText(field.value, minDecimals));
  }, [field.value, minDecimals]);
  const change = (typed: string) => {
    setText(typed);
    const value = parseTurkishNumber(typed);
    sent.current = filter && Number.isNaN(value) ? null : value;
    field.onChange(sent.current);
  };
  return (
    <TurkishNumberField
      label={isRequired ? `${props.label} *` : props.label}
      value={text}
      onChange={change}
      onBlur={field.onBlur}
      name={field.name}
      minDecimals={minDecimals}
      // In a form as tall as its neighbours; small in a filter bar, as the bar's other inputs.
      size={filter ? 'small' : 'medium'}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? ' '}
    />
  );
};
