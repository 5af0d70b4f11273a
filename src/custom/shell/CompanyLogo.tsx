import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { BRAND_GRADIENT } from '../../theme';
import { isLogoMissing, markLogoMissing, useLogoUrl } from './companyLogo';
import { useCompanyProfile } from '../../ui/useCompanyProfile';

/**
 * The company logo saved in the settings, or the built-in mark while none is saved.
 * No react-admin here: the loading overlay on the sign-in screen shows it too.
 */
export const CompanyLogo = ({ size = 40 }: { size?: number }) => {
  const url = useLogoUrl();
  const { name } = useCompanyProfile().profile;
  const [failed, setFailed] = useState(() => isLogoMissing(url));
  useEffect(() => setFailed(isLogoMissing(url)), [url]);
  if (failed)
    return (
      <Box
        aria-label={name}
        role="img"
        sx={{ width: size, height: size, borderRadius: size / 4, background: BRAND_GRADIENT, display: 'grid', placeItems: 'center', color: '#fff', flexShrink: 0, boxShadow: '0 4px 12px rgba(0,74,173,.25)' }}
      >
        <PrecisionManufacturingIcon sx={{ fontSize: size * 0.6 }} />
      </Box>
    );
  return (
    <Box
      component="img"
      src={url}
      alt={name}
      onError={() => {
        markLogoMissing(url);
        setFailed(true);
      }}
      sx={{ width: size, height: size, objectFit: 'contain', borderRadius: size / 8, flexShrink: 0 }}
    />
  );
};
