import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { istanbulToday } from '../../../domain/materials/calendarDays';
import { materialPriceBody } from '../../../domain/materials/materialPrice';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { fill } from '../../../i18n/fill';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { requestErrorText } from '../../../ui/requestError';

const t = materialScreens.prices;

/** A new price per kg from a day on (today by default); checked with the server's own schema first. */
export const PriceFormDialog = ({ material, onSave, onClose }: { material: MaterialRecord | null; onSave: (pricePerKg: number, validFrom: string) => Promise<void>; onClose: () => void }) => {
  const [price, setPrice] = useState('');
  const [validFrom, setValidFrom] = useState(istanbulToday());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!material) return;
    setPrice(material.currentPricePerKg === null ? '' : String(material.currentPricePerKg));
    setValidFrom(istanbulToday());
    setError(null);
  }, [material]);
  const submit = async () => {
    const parsed = materialPriceBody.safeParse({ pricePerKg: price.trim() === '' ? undefined : price.replace(',', '.'), validFrom });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? texts.price.priceInvalid);
    setBusy(true);
    try {
      await onSave(parsed.data.pricePerKg, validFrom);
    } catch (err) {
      setError(requestErrorText(err, texts.price.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={!!material}
      title={fill(t.newPriceTitle, { name: material?.name ?? '' })}
      saveLabel={t.save}
      cancelLabel={t.cancel}
      busy={busy}
      error={error}
      maxWidth="xs"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={t.pricePerKg} type="number" value={price} onChange={(e) => setPrice(e.target.value)} autoFocus required slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }} />
        <TextField label={t.validFrom} type="date" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
    </FormDialog>
  );
};
