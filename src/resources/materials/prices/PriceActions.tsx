import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import Button from '@mui/material/Button';
import HistoryIcon from '@mui/icons-material/History';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { PriceFormDialog } from './PriceFormDialog';
import { PriceHistoryDialog } from './PriceHistoryDialog';

const t = materialScreens.prices;

/** A price row's 'Fiyat Gir' (a new price per kg) and 'Geçmiş' (every earlier one). */
export const PriceActions = () => {
  const material = useRecordContext<MaterialRecord>();
  const [open, setOpen] = useState<'price' | 'history' | null>(null);
  if (!material) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Button size="small" onClick={() => setOpen('price')} aria-label={`${t.setPrice}: ${material.name}`}>
        {t.setPrice}
      </Button>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen('history')} aria-label={`${t.history}: ${material.name}`}>
        {t.history}
      </Button>
      {open === 'price' && <PriceFormDialog material={material} onClose={close} />}
      <PriceHistoryDialog material={open === 'history' ? material : null} onClose={close} />
    </>
  );
};
