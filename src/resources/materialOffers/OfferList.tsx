import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDate, formatMoney } from '../../domain/format';
import type { MaterialOfferRecord } from '../../domain/resources/materialOffers';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { OfferStatusChip } from './OfferStatusChip';

const f = texts.fields;

interface OfferListProps {
  offers: readonly MaterialOfferRecord[];
  /** The shop's review shows who offered; a supplier's own list does not. */
  showSupplier: boolean;
  actions: (offer: MaterialOfferRecord) => ReactNode;
}

const until = (o: MaterialOfferRecord) => (o.validUntil ? formatDate(o.validUntil) : texts.screens.noValidUntil);

/** Offers as a table, or as cards on a phone: material, price per kg, validity, status and the decision's note. */
export const OfferList = ({ offers, showSupplier, actions }: OfferListProps) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone)
    return (
      <Stack spacing={1.5} sx={{ p: 1.5 }}>
        {offers.map((o) => (
          <Paper key={o.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="offer-card">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{o.material}</Typography>
                {showSupplier && <Typography variant="body2" color="text.secondary">{o.supplier}</Typography>}
              </Box>
              <OfferStatusChip status={o.status} />
            </Box>
            <Typography sx={{ mt: 1, fontWeight: 800 }}>{formatMoney(o.pricePerKg)} / kg</Typography>
            <Typography variant="body2" color="text.secondary">
              {f.validUntil}: {until(o)} · {formatDate(o.createdAt)}
            </Typography>
            {o.note && <Typography variant="body2" sx={{ mt: 0.5 }}>{o.note}</Typography>}
            {o.decisionNote && (
              <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
                {f.decisionNote}: {o.decisionNote}
              </Typography>
            )}
            <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions(o)}</Box>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{f.material}</TableCell>
          {showSupplier && <TableCell>{f.supplier}</TableCell>}
          <TableCell align="right">{f.pricePerKg}</TableCell>
          <TableCell>{f.validUntil}</TableCell>
          <TableCell>{f.createdAt}</TableCell>
          <TableCell>{f.status}</TableCell>
          <TableCell>{f.note}</TableCell>
          <TableCell align="right">{texts.screens.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {offers.map((o) => (
          <TableRow key={o.id} hover data-testid="offer-row">
            <TableCell sx={{ fontWeight: 600 }}>{o.material}</TableCell>
            {showSupplier && <TableCell>{o.supplier}</TableCell>}
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatMoney(o.pricePerKg)}
            </TableCell>
            <TableCell>{until(o)}</TableCell>
            <TableCell>{formatDate(o.createdAt)}</TableCell>
            <TableCell>
              <OfferStatusChip status={o.status} />
            </TableCell>
            <TableCell sx={{ maxWidth: 260 }}>
              {o.note}
              {o.decisionNote && (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  {f.decisionNote}: {o.decisionNote}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {actions(o)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
