import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Autocomplete from '@mui/material/Autocomplete';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { theme } from '../../../src/theme';

afterEach(cleanup);

describe("the app's theme", () => {
  it("gives MUI's autocomplete its Turkish texts", async () => {
    render(
      <ThemeProvider theme={theme}>
        <Autocomplete options={['Çelik']} value={null} renderInput={(params) => <TextField {...params} label="Malzeme" />} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Aç' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Malzeme'), 'xyz');
    expect(await screen.findByText('Seçenek yok')).toBeInTheDocument();
    expect(screen.queryByText('No options')).not.toBeInTheDocument();
  });

  it("gives MUI's pagination its Turkish texts", () => {
    render(
      <ThemeProvider theme={theme}>
        <table>
          <tfoot>
            <tr>
              <TablePagination count={60} page={0} rowsPerPage={25} onPageChange={() => {}} />
            </tr>
          </tfoot>
        </table>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sonraki sayfaya git' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki sayfaya git' })).toBeInTheDocument();
    expect(screen.getByText('Sayfa başına satır:')).toBeInTheDocument();
  });

  it("carries the date pickers' Turkish texts", () => {
    const pickers = (theme.components as Record<string, { defaultProps?: { localeText?: Record<string, unknown> } }>).MuiLocalizationProvider;
    expect(pickers?.defaultProps?.localeText?.cancelButtonLabel).toBe('İptal');
  });
});

describe("react-admin's sort label", () => {
  it("names the field as its label is written (react-admin lowers the first letter: 'ID' became 'iD')", () => {
    expect(i18nProvider.translate('ra.sort.sort_by', { field: 'ID', field_lower_first: 'iD', order: 'azalan' })).toBe('ID alanına göre azalan sırala');
  });
});
