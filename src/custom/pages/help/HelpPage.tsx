import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import HelpIcon from '@mui/icons-material/Help';
import { pages } from '../../../i18n/tr/pages';
import { PageHeader } from '../../../ui/PageHeader';
import { ContactCard } from './ContactCard';
import { FaqCard } from './FaqCard';
import { SystemStatusCard } from './SystemStatusCard';

/** /admin/help (000 section 2). */
export const HelpPage = () => (
  <Box>
    <PageHeader title={pages.help.title} subtitle={pages.help.subtitle} icon={<HelpIcon />} />
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '7fr 5fr' }, gap: 3, alignItems: 'start' }}>
      <FaqCard />
      <Stack spacing={3}>
        <ContactCard />
        <SystemStatusCard />
      </Stack>
    </Box>
  </Box>
);
