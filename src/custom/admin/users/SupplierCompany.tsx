import Stack from '@mui/material/Stack';
import BusinessIcon from '@mui/icons-material/Business';
import type { Company } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';

/** The supplier's company and tax number, as a line of the card. */
export const SupplierCompany = ({ company }: { company: Company | null }) =>
  company?.name ? (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', fontSize: 13.5, color: 'text.secondary', minWidth: 0 }}>
      <BusinessIcon sx={{ fontSize: 18, color: 'primary.main', opacity: 0.8 }} />
      <span>{adminScreens.suppliers.company}:</span>
      <Stack component="span" sx={{ color: 'text.primary', fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {company.taxNumber ? `${company.name} · ${company.taxNumber}` : company.name}
      </Stack>
    </Stack>
  ) : null;
