import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ApiIcon from '@mui/icons-material/Api';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DnsIcon from '@mui/icons-material/Dns';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { pages } from '../../../i18n/tr/pages';
import { SectionCard } from '../SectionCard';
import { useHealth } from './useHealth';

const texts = pages.help;

/**
 * API, database and file upload. The old client showed a static 'Aktif'; ours asks the health
 * route, which answers only when the server and its database are up (uploads go through both).
 */
export const SystemStatusCard = () => {
  const { data: up = false, isPending } = useHealth();
  const rows = [
    { label: texts.api, icon: <ApiIcon fontSize="small" /> },
    { label: texts.database, icon: <DnsIcon fontSize="small" /> },
    { label: texts.fileUpload, icon: <CloudUploadIcon fontSize="small" /> },
  ];
  return (
    <SectionCard title={texts.statusTitle} icon={<MonitorHeartIcon />}>
      <Stack spacing={1.5} data-testid="system-status">
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box sx={{ color: 'text.secondary', display: 'flex' }}>{row.icon}</Box>
            <Typography sx={{ flex: 1, fontWeight: 500 }}>{row.label}</Typography>
            <Chip
              size="small"
              label={isPending ? texts.checking : up ? texts.active : texts.unreachable}
              color={isPending ? 'default' : up ? 'success' : 'error'}
              sx={{ fontWeight: 700, minWidth: 84 }}
            />
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
};
