import Box from '@mui/material/Box';

/** The company mark (same drawing as public/favicon.svg), inline so the auth screens need no extra request. */
export const BrandLogo = ({ size = 48 }: { size?: number }) => (
  <Box component="svg" viewBox="0 0 40 40" width={size} height={size} role="img" aria-hidden sx={{ display: 'block', flexShrink: 0 }}>
    <defs>
      <linearGradient id="brand-logo-gradient" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#004AAD" />
        <stop offset="1" stopColor="#0066CC" />
      </linearGradient>
    </defs>
    <rect width="40" height="40" rx="8" fill="url(#brand-logo-gradient)" />
    <path d="M20 8l3 5h6l-3 5 3 5h-6l-3 5-3-5h-6l3-5-3-5h6z" fill="#fff" />
    <circle cx="20" cy="18" r="3" fill="#004AAD" />
  </Box>
);
