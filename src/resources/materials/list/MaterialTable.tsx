import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate, formatDensity } from '../../../domain/format';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const f = texts.fields;
const t = materialScreens.list;

/** The list's table (001 section 2.8): name, category, subcategory, density, added date, actions. */
export const MaterialTable = ({ rows, onEdit, onDelete }: { rows: readonly MaterialRecord[]; onEdit: (m: MaterialRecord) => void; onDelete: (m: MaterialRecord) => void }) => (
  <TableContainer sx={{ overflowX: 'auto' }}>
    <Table size="small" sx={{ minWidth: 640 }}>
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: '#F8FAFC' } }}>
          <TableCell>{f.name}</TableCell>
          <TableCell>{f.category}</TableCell>
          <TableCell>{f.subCategory}</TableCell>
          <TableCell align="right">{f.density}</TableCell>
          <TableCell>{f.addedDate}</TableCell>
          <TableCell align="right">{t.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((m) => (
          <TableRow key={m.id} hover data-testid="material-row">
            <TableCell sx={{ fontWeight: 600 }}>{m.name}</TableCell>
            <TableCell>{m.category}</TableCell>
            <TableCell>{m.subCategory}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatDensity(m.density)}
            </TableCell>
            <TableCell>{formatDate(m.addedDate)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t.edit}>
                <IconButton size="small" aria-label={`${t.edit}: ${m.name}`} onClick={() => onEdit(m)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t.delete}>
                <IconButton size="small" color="error" aria-label={`${t.delete}: ${m.name}`} onClick={() => onDelete(m)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
