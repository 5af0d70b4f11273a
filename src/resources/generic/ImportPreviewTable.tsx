import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { fill } from '../../i18n/fill';
import { transferScreens as texts } from '../../i18n/tr/transferScreens';
import { unknownColumns, type ImportPreview } from './importPreview';

/** The file's first rows under the declared field each column fills; unknown columns are marked. */
export const ImportPreviewTable = ({ preview }: { preview: ImportPreview }) => {
  const unknown = unknownColumns(preview.columns);
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {texts.previewTitle}
      </Typography>
      {unknown.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="import-unknown-columns">
          {fill(texts.unknownColumns, { columns: unknown.join(', ') })}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="import-preview">
          <TableHead>
            <TableRow>
              {preview.columns.map((c, i) => (
                <TableCell key={i} sx={{ fontWeight: 700, color: c.field ? undefined : 'warning.main' }} title={c.field ? undefined : texts.unknownColumn}>
                  {c.field ? c.field.label : `${c.header} ⚠`}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row, r) => (
              <TableRow key={r}>
                {preview.columns.map((c, i) => (
                  <TableCell key={i} sx={{ color: c.field ? undefined : 'text.disabled' }}>
                    {row[i] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};
