import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { pages } from '../../../i18n/tr/pages';
import { shell } from '../../../i18n/tr/shell';
import { SectionCard } from '../SectionCard';

const texts = pages.help;

/**
 * Quick contact. The spec leaves 'create support request' without behaviour; ours opens an
 * e-mail to support with the subject filled in, the one thing a user would expect of it.
 */
export const ContactCard = () => (
  <SectionCard title={texts.contactTitle} icon={<HeadsetMicIcon />}>
    <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 2 }}>{texts.contactBody}</Typography>
    <Stack spacing={1.25} sx={{ mb: 2.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <EmailIcon fontSize="small" color="primary" />
        <Typography sx={{ fontSize: 13, color: 'text.secondary', width: 64 }}>{texts.email}</Typography>
        <Link href={`mailto:${texts.supportEmail}`} underline="hover" sx={{ fontWeight: 600 }}>
          {texts.supportEmail}
        </Link>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PhoneIcon fontSize="small" color="primary" />
        <Typography sx={{ fontSize: 13, color: 'text.secondary', width: 64 }}>{texts.phone}</Typography>
        <Link href={`tel:${shell.company.phone.replace(/[^\d+]/g, '')}`} underline="hover" sx={{ fontWeight: 600 }}>
          {shell.company.phone}
        </Link>
      </Stack>
    </Stack>
    <Button fullWidth variant="contained" startIcon={<SupportAgentIcon />} href={`mailto:${texts.supportEmail}?subject=${encodeURIComponent(texts.requestSubject)}`}>
      {texts.createRequest}
    </Button>
  </SectionCard>
);
