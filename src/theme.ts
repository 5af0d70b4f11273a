import { createTheme } from '@mui/material/styles';
import { trTR as materialTurkish } from '@mui/material/locale';
import { trTR as pickersTurkish } from '@mui/x-date-pickers/locales';

/** Brand colour runs from #004AAD to #0066CC (000 section 1). */
export const BRAND_GRADIENT = 'linear-gradient(135deg, #004AAD 0%, #0066CC 100%)';

/**
 * MUI's and MUI X's Turkish texts ride on the theme, so no component falls back to its English
 * defaults ('No options', 'Go to next page', 'Open'...); later arguments win over earlier ones.
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#004AAD', light: '#0066CC', contrastText: '#fff' },
      secondary: { main: '#0066CC' },
      background: { default: '#f4f6fb' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', button: { textTransform: 'none', fontWeight: 600 } },
  },
  materialTurkish,
  pickersTurkish,
);
