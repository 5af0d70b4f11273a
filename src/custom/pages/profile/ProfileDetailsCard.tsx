import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BadgeIcon from '@mui/icons-material/Badge';
import { formatDate, formatDateTime } from '../../../domain/format';
import { fullNameOf, type ApiUser } from '../../../domain/user';
import { formatPhone } from '../../../domain/validation/phone';
import { pages } from '../../../i18n/tr/pages';
import { roleLabel } from '../../shell/roleLabel';
import { SectionCard } from '../SectionCard';
import { companyOf } from './companyOf';

const fields = pages.profile.fields;

/** The account's details, company included (000 section 2, profile page). */
export const ProfileDetailsCard = ({ user }: { user: ApiUser }) => {
  const company = companyOf(user);
  const rows: [string, string][] = [
    [fields.fullName, fullNameOf(user)],
    [fields.email, user.email],
    [fields.phone, user.phoneNumber ? formatPhone(user.phoneNumber) : '-'],
    [fields.role, roleLabel(user.role)],
    [fields.lastLogin, formatDateTime(user.lastLogin)],
    [fields.createdAt, formatDate(user.createdAt)],
    [fields.companyName, company?.name || '-'],
    [fields.taxNumber, company?.taxNumber || '-'],
  ];
  return (
    <SectionCard title={pages.profile.details} icon={<BadgeIcon />}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" sx={{ fontSize: 12, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '.04em' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.5, fontWeight: 500, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
};
