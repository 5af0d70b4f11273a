import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/Business';
import SaveIcon from '@mui/icons-material/Save';
import { companyProfileSchema, type CompanyProfile } from '../../../domain/validation/companyProfile';
import { pages } from '../../../i18n/tr/pages';
import { useMethodMutation } from '../../../providers/useMethodQuery';
import { FormTextField } from '../../../ui/FormTextField';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { useCompanyProfile } from '../../../ui/useCompanyProfile';
import { SectionCard } from '../SectionCard';

const texts = pages.settings.company;
type ProfileValues = z.input<typeof companyProfileSchema>;

/** The company's name and contact details, edited with the server's own rules (the domain's schema); saved, every page follows at once. */
export const CompanyProfileCard = () => {
  const toast = useToast();
  const { profile, status, replace } = useCompanyProfile();
  const { control, handleSubmit, reset, formState } = useForm<ProfileValues, unknown, CompanyProfile>({ resolver: zodResolver(companyProfileSchema), defaultValues: profile });
  // The saved details replace the defaults once they arrive (unless the admin already started typing).
  useEffect(() => {
    if (status !== 'loading' && !formState.isDirty) reset(profile);
  }, [status, profile, formState.isDirty, reset]);
  const save = useMethodMutation((dataProvider, body: CompanyProfile) => dataProvider.setCompanyProfile(body), {
    onSuccess: (saved) => {
      replace(saved);
      reset(saved);
      toast.success(texts.saved);
    },
    onError: (err) => toast.error(requestErrorText(err, texts.saveFailed)),
  });
  return (
    <SectionCard title={texts.title} icon={<BusinessIcon />}>
      <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((body) => save.mutate(body))} aria-label={texts.title}>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{texts.hint}</Typography>
        {status === 'failed' ? <Alert severity="warning">{texts.loadFailed}</Alert> : null}
        <FormTextField control={control} name="name" label={texts.name} size="small" fullWidth required slotProps={{ htmlInput: { maxLength: 80 } }} />
        <FormTextField control={control} name="legalName" label={texts.legalName} size="small" fullWidth required slotProps={{ htmlInput: { maxLength: 160 } }} />
        <FormTextField control={control} name="tagline" label={texts.tagline} size="small" fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
        <FormTextField control={control} name="email" label={texts.email} type="email" size="small" fullWidth required />
        <FormTextField control={control} name="phone" label={texts.phone} type="tel" size="small" fullWidth required />
        <FormTextField control={control} name="address" label={texts.address} size="small" fullWidth required multiline minRows={2} slotProps={{ htmlInput: { maxLength: 300 } }} />
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending || status === 'loading'} sx={{ alignSelf: 'flex-start' }}>
          {texts.save}
        </Button>
      </Stack>
    </SectionCard>
  );
};
