import { createTheme } from '@mui/material/styles';
import { trTR as materialTurkish } from '@mui/material/locale';
import { trTR as pickersTurkish } from '@mui/x-date-pickers/locales';
import { raTr } from './i18n/tr/ra';

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
      // MUI's own amber (#ed6c02) and light blue (#0288d1) read at 3.1:1 and 3.9:1 against white, as chip
      // text or under white text: these darker tones keep the hue and reach WCAG AA's 4.5:1.
      warning: { main: '#b45309' },
      info: { main: '#0277bd' },
    },
    shape: { borderRadius: 8 },
    components: {
      // A label handed to a checkbox (react-admin's row boxes give it to the root span) belongs on the
      // input a screen reader announces: axe saw 'Bu satırı seç' on a span and an unnamed box in every list row.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: { 'aria-label': undefined },
            input: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
          },
        },
      },
      // A focused list entry (the sidebars' links) showed only a 12% grey tint: a ring in its text colour marks it, on light or dark.
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 } } } },
      // A disabled field's helper text says why it is disabled ('Önce kategori seçin'): it must stay readable (was 2.7:1).
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
      // A spinner is announced as what it is: react-admin's form placeholder drew one with no name.
      MuiCircularProgress: { defaultProps: { 'aria-label': raTr.ra.page.loading } },
      // react-admin's 'Lütfen bekleyin' under it was in the disabled grey (2.7:1).
      RaLoading: { styleOverrides: { root: ({ theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }) } },
      // The initials' avatar is light grey (#bdbdbd) under near-white letters (1.7:1); a darker grey reads.
      MuiAvatar: { styleOverrides: { colorDefault: ({ theme }) => ({ backgroundColor: theme.palette.grey[700], color: theme.palette.common.white }) } },
    },
    typography: { fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', button: { textTransform: 'none', fontWeight: 600 } },
  },
  materialTurkish,
  pickersTurkish,
);
