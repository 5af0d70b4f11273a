import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { fill } from '../../i18n/fill';
import { shopScreens } from '../../i18n/tr/shopScreens';

const t = shopScreens.operatorSwitch;
export const PIN_MAX = 6;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

interface PinPadProps {
  value: string;
  onChange: (pin: string) => void;
  disabled?: boolean;
  error?: string;
}

/** Digits only, at most six: what the pad and the keyboard may put in the PIN. */
export const cleanPin = (typed: string): string => typed.replace(/\D/g, '').slice(0, PIN_MAX);

/** A PIN typed with large keys (a tablet in the shop) or the keyboard; the digits stay hidden. */
export const PinPad = ({ value, onChange, disabled = false, error }: PinPadProps) => {
  const key = (label: React.ReactNode, onClick: () => void, aria: string) => (
    <Button variant="outlined" onClick={onClick} disabled={disabled} aria-label={aria} sx={{ minHeight: 64, fontSize: 26, fontWeight: 700 }}>
      {label}
    </Button>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        label={t.pin}
        type="password"
        value={value}
        onChange={(e) => onChange(cleanPin(e.target.value))}
        disabled={disabled}
        error={!!error}
        helperText={error ?? t.pinHint}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PIN_MAX, style: { fontSize: 32, letterSpacing: '0.5em', textAlign: 'center' } } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }} role="group" aria-label={t.pin}>
        {KEYS.map((d) => (
          <Box key={d} sx={{ display: 'contents' }}>
            {key(d, () => onChange(cleanPin(value + d)), fill(t.digit, { d }))}
          </Box>
        ))}
        {key(t.clearAll, () => onChange(''), t.clearAll)}
        {key('0', () => onChange(cleanPin(value + '0')), fill(t.digit, { d: '0' }))}
        {key(<BackspaceOutlinedIcon />, () => onChange(value.slice(0, -1)), t.clear)}
      </Box>
    </Box>
  );
};
