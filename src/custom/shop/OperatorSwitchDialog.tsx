import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRefresh } from 'react-admin';
import { Controller, useForm } from 'react-hook-form';
import { fullNameOf } from '../../domain/user';
import { fill } from '../../i18n/fill';
import { shopScreens } from '../../i18n/tr/shopScreens';
import { switchOperator } from '../../providers/operatorSession';
import { useAppDataProvider, useMethodQuery } from '../../providers/useMethodQuery';
import { FormDialog } from '../../ui/FormDialog';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { operatorSwitchForm, type OperatorSwitchValues } from './shopForms';
import { shopQueryKeys } from '../../providers/shopQueryKeys';
import { PinPad } from './PinPad';

const t = shopScreens.operatorSwitch;

/** 'Operatör Değiştir': the next operator picks their name and types their PIN; the tablet is then theirs. */
export const OperatorSwitchDialog = ({ onClose }: { onClose: () => void }) => {
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const operators = useMethodQuery(shopQueryKeys.operators(), (methods) => methods.getShopOperators());
  const { control, handleSubmit, formState } = useForm<OperatorSwitchValues>({ resolver: zodResolver(operatorSwitchForm), defaultValues: { userId: 0, pin: '' } });
  const submit = handleSubmit(async ({ userId, pin }) => {
    setBusy(true);
    setRefusal(null);
    try {
      const user = await switchOperator(dataProvider, userId, pin);
      // Everything on screen was read as the previous operator.
      refresh();
      toast.success(fill(t.switched, { name: fullNameOf(user) }));
      onClose();
    } catch (err) {
      setRefusal(requestErrorText(err, t.failed));
    } finally {
      setBusy(false);
    }
  });
  return (
    <FormDialog title={t.title} saveLabel={t.save} cancelLabel={t.cancel} busy={busy} error={refusal} onSubmit={submit} onClose={onClose} testId="shop-operator-dialog">
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t.who}
      </Typography>
      <Controller
        control={control}
        name="userId"
        render={({ field }) => (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1 }} role="radiogroup" aria-label={t.who}>
            {(operators.data ?? []).map((operator) => (
              <ToggleButton
                key={operator._id}
                value={operator._id}
                selected={field.value === operator._id}
                onChange={() => field.onChange(operator._id)}
                role="radio"
                aria-checked={field.value === operator._id}
                sx={{ minHeight: 56, fontSize: 17, fontWeight: 700, textTransform: 'none' }}
              >
                {operator.name}
              </ToggleButton>
            ))}
          </Box>
        )}
      />
      {formState.errors.userId && (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {formState.errors.userId.message}
        </Typography>
      )}
      <Controller control={control} name="pin" render={({ field, fieldState }) => <PinPad value={field.value} onChange={field.onChange} disabled={busy} error={fieldState.error?.message} />} />
    </FormDialog>
  );
};
