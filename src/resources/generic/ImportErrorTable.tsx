import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { transferScreens as texts } from '../../i18n/tr/transferScreens';
import type { ImportRowError } from './transferApi';

/** The server's per-row errors: spreadsheet row, the field's Turkish label, the message. */
export const ImportErrorTable = ({ declaration, errors }: { declaration: ResourceDeclaration; errors: readonly ImportRowError[] }) => {
  const labelOf = (source: string) => declaration.fields.find((f) => f.source === source)?.label ?? source;
  return (
    <Table size="small" data-testid="import-errors">
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>{texts.errorRow}</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>{texts.errorField}</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>{texts.errorMessage}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.map((e, i) => (
          <TableRow key={i}>
            <TableCell>{e.row}</TableCell>
            <TableCell>{e.field ? labelOf(e.field) : '-'}</TableCell>
            <TableCell>{e.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
