import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DialpadIcon from '@mui/icons-material/Dialpad';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import { useMethodMutation } from '../../../providers/useMethodQuery';
import { FormTextField } from '../../../ui/FormTextField';
import { fieldErrorsOf, requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { pinSettingForm, type PinSettingValues } from '../../shop/shopForms';
import { SectionCard } from '../SectionCard';

const t = shopScreens.pinSetting;
const empty: PinSettingValues = { pin: '', currentPassword: '' };

/** 'Tezgah PIN Kodu': an operator sets the PIN they switch to themselves with on the shared tablet. */
export const PinSettingCard = () => {
  const toast = useToast();
  const { control, handleSubmit, reset, setError } = useForm<PinSettingValues>({ resolver: zodResolver(pinSettingForm), defaultValues: empty });
  const save = useMethodMutation((dataProvider, values: PinSettingValues) => dataProvider.setOwnPin(values), {
    onSuccess: () => {
      // Neither the PIN nor the password stays on screen once saved.
      reset(empty);
      toast.success(t.saved);
    },
    onError: (err) => {
      for (const [name, message] of Object.entries(fieldErrorsOf(err))) if (name === 'pin' || name === 'currentPassword') setError(name, { message });
      toast.error(requestErrorText(err, t.failed));
    },
  });
  return (
    <SectionCard title={t.title} icon={<DialpadIcon />}>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit((values) => save.mutate(values))} sx={{ maxWidth: 420 }} data-testid="pin-setting-form">
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t.subtitle}</Typography>
        <FormTextField
          control={control}
          name="pin"
          label={t.pin}
          type="password"
          autoComplete="off"
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <FormTextField control={control} name="currentPassword" label={t.currentPassword} type="password" autoComplete="current-password" size="small" fullWidth />
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending} startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {t.save}
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
};
