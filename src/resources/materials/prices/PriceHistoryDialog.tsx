import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Dialog } from '../../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDay, istanbulToday } from '../../../domain/materials/calendarDays';
import type { MaterialPrice } from '../../../domain/materials/materialPrice';
import { formatMoney } from '../../../domain/format';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { fill } from '../../../i18n/fill';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { requestErrorText } from '../../../ui/requestError';
import { priceHistory } from '../materialPanelCalls';
import { usePanelRead } from '../usePanelRead';

const t = materialScreens.prices;

/** Every price a material has had, newest first, the one in force marked. */
export const PriceHistoryDialog = ({ material, onClose }: { material: MaterialRecord | null; onClose: () => void }) => {
  const history = usePanelRead<MaterialPrice[]>(material && String(material.id), (signal) => priceHistory(material!.id, signal));
  const today = istanbulToday();
  return (
    <Dialog open={!!material} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ fontWeight: 700 }}>{fill(t.historyTitle, { name: material?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {history.isPending && <LinearProgress />}
        {history.error != null && <Alert severity="error">{requestErrorText(history.error, t.historyEmpty)}</Alert>}
        {history.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t.historyEmpty}</Typography>}
        {!!history.data?.length && (
          <Table size="small" data-testid="price-history">
            <TableHead>
              <TableRow>
                <TableCell>{t.validFrom}</TableCell>
                <TableCell align="right">{t.pricePerKg}</TableCell>
                <TableCell>{t.enteredBy}</TableCell>
                <TableCell>{t.supplier}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.map((p) => (
                <TableRow key={p.id} selected={p.current}>
                  <TableCell>{formatDay(p.validFrom)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(p.pricePerKg)}
                  </TableCell>
                  <TableCell>{p.createdByName ?? '-'}</TableCell>
                  <TableCell>{p.supplierName ?? '-'}</TableCell>
                  <TableCell>
                    {p.current && <Chip size="small" color="success" label={t.currentBadge} />}
                    {p.validFrom > today && <Chip size="small" variant="outlined" label={t.futureBadge} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
};
