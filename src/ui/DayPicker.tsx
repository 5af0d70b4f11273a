import { useEffect, useState } from 'react';
import { tr } from 'date-fns/locale/tr';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { trTR } from '@mui/x-date-pickers/locales';
import { YEAR_MAX, YEAR_MIN } from '../domain/validation/dates';
import { dateToDay, dayToDate } from './dayValue';

const TURKISH_TEXTS = trTR.components.MuiLocalizationProvider.defaultProps.localeText;
const MIN_DATE = new Date(YEAR_MIN, 0, 1);
const MAX_DATE = new Date(YEAR_MAX, 11, 31);

export interface DayPickerProps {
  label: string;
  /** 'YYYY-MM-DD' or '' (no day). */
  value: string;
  onChange: (day: string) => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  onBlur?: () => void;
  disabled?: boolean;
}

/**
 * A calendar day entered and shown as gg.aa.yyyy with Turkish month and day names, whatever the
 * browser's language (a native date input follows the browser, not the page). Its own
 * LocalizationProvider keeps the picker code in the chunks of the screens that use it.
 */
export const DayPicker = ({ label, value, onChange, size, fullWidth, error, helperText, name, onBlur, disabled }: DayPickerProps) => {
  // What is on screen: a day being typed stays here until it is whole, the form only sees days.
  const [shown, setShown] = useState<Date | null>(() => dayToDate(value));
  useEffect(() => {
    setShown((current) => (dateToDay(current) === value ? current : dayToDate(value)));
  }, [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={tr} localeText={TURKISH_TEXTS}>
      <DatePicker
        label={label}
        value={shown}
        format="dd.MM.yyyy"
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        disabled={disabled}
        onChange={(date) => {
          setShown(date);
          const day = dateToDay(date);
          if (day !== undefined && day !== value) onChange(day);
        }}
        slotProps={{
          textField: { size, fullWidth, error, helperText, name, onBlur },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
};
