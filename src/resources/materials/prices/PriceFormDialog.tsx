import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { istanbulToday } from '../../../domain/materials/calendarDays';
import { materialPriceBody } from '../../../domain/materials/materialPrice';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { parseTurkishNumber, turkishNumberText } from '../../../domain/turkishNumber';
import { fill } from '../../../i18n/fill';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { TurkishNumberField } from '../../../ui/TurkishNumberField';
import { validation } from '../../../i18n/tr/validation';
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
    setPrice(turkishNumberText(material.currentPricePerKg, 2));
    setValidFrom(istanbulToday());
    setError(null);
  }, [material]);
  const submit = async () => {
    const pricePerKg = parseTurkishNumber(price);
    if (Number.isNaN(pricePerKg)) return setError(validation.numberUnreadable);
    // Blank is undefined, which the schema refuses: coerced, null would be a price of 0.
    const parsed = materialPriceBody.safeParse({ pricePerKg: pricePerKg ?? undefined, validFrom });
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
        <TurkishNumberField label={t.pricePerKg} value={price} onChange={setPrice} minDecimals={2} autoFocus required />
        <TextField label={t.validFrom} type="date" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
    </FormDialog>
  );
};
