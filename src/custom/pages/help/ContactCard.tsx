import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { pages } from '../../../i18n/tr/pages';
import { useCompanyProfile } from '../../../ui/useCompanyProfile';
import { SectionCard } from '../SectionCard';

const texts = pages.help;

/**
 * Quick contact, with the details an admin saved under Ayarlar (the footer's). The spec leaves
 * 'create support request' without behaviour; ours opens an e-mail with the subject filled in,
 * the one thing a user would expect of it.
 */
export const ContactCard = () => {
  const contact = useCompanyProfile().profile;
  return (
    <SectionCard title={texts.contactTitle} icon={<HeadsetMicIcon />}>
      <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 2 }}>{texts.contactBody}</Typography>
      <Stack spacing={1.25} sx={{ mb: 2.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EmailIcon fontSize="small" color="primary" />
          <Typography sx={{ fontSize: 13, color: 'text.secondary', width: 64 }}>{texts.email}</Typography>
          <Link href={`mailto:${contact.email}`} underline="hover" sx={{ fontWeight: 600 }} data-testid="help-email">
            {contact.email}
          </Link>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PhoneIcon fontSize="small" color="primary" />
          <Typography sx={{ fontSize: 13, color: 'text.secondary', width: 64 }}>{texts.phone}</Typography>
          <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} underline="hover" sx={{ fontWeight: 600 }} data-testid="help-phone">
            {contact.phone}
          </Link>
        </Stack>
      </Stack>
      <Button fullWidth variant="contained" startIcon={<SupportAgentIcon />} href={`mailto:${contact.email}?subject=${encodeURIComponent(texts.requestSubject)}`}>
        {texts.createRequest}
      </Button>
    </SectionCard>
  );
};
