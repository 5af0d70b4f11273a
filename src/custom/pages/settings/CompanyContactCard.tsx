import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import SaveIcon from '@mui/icons-material/Save';
import { companyContactSchema, type CompanyContact } from '../../../domain/validation/companyContact';
import { pages } from '../../../i18n/tr/pages';
import { useMethodCache, useMethodMutation } from '../../../providers/useMethodQuery';
import { FormTextField } from '../../../ui/FormTextField';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { COMPANY_CONTACT_KEY, useCompanyContact } from '../../shell/useCompanyContact';
import { SectionCard } from '../SectionCard';

const texts = pages.settings.contact;
type ContactValues = z.input<typeof companyContactSchema>;

/** The contact details the footer shows, edited with the server's own rules (the domain's schema); saved, the footer follows at once. */
export const CompanyContactCard = () => {
  const toast = useToast();
  const cache = useMethodCache();
  const { contact, isPending, error } = useCompanyContact();
  const { control, handleSubmit, reset, formState } = useForm<ContactValues, unknown, CompanyContact>({ resolver: zodResolver(companyContactSchema), defaultValues: contact });
  // The saved details replace the defaults once they arrive (unless the admin already started typing).
  useEffect(() => {
    if (!isPending && !formState.isDirty) reset(contact);
  }, [isPending, contact, formState.isDirty, reset]);
  const save = useMethodMutation((dataProvider, body: CompanyContact) => dataProvider.setCompanyContact(body), {
    onSuccess: (saved) => {
      cache.set(COMPANY_CONTACT_KEY, saved);
      reset(saved);
      toast.success(texts.saved);
    },
    onError: (err) => toast.error(requestErrorText(err, texts.saveFailed)),
  });
  return (
    <SectionCard title={texts.title} icon={<ContactMailIcon />}>
      <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((body) => save.mutate(body))} aria-label={texts.title}>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{texts.hint}</Typography>
        {error ? <Alert severity="warning">{texts.loadFailed}</Alert> : null}
        <FormTextField control={control} name="email" label={texts.email} type="email" size="small" fullWidth required />
        <FormTextField control={control} name="phone" label={texts.phone} type="tel" size="small" fullWidth required />
        <FormTextField control={control} name="address" label={texts.address} size="small" fullWidth required multiline minRows={2} slotProps={{ htmlInput: { maxLength: 300 } }} />
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending || isPending} sx={{ alignSelf: 'flex-start' }}>
          {texts.save}
        </Button>
      </Stack>
    </SectionCard>
  );
};
