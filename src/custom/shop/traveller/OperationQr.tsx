import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import QRCode from 'qrcode';

/** An operation's QR code as an image: what a phone scans to open that operation on its bench. */
export const OperationQr = ({ url, label, testId }: { url: string; label: string; testId: string }) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 }).then((made) => live && setSrc(made), () => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [url]);
  if (!src) return <Box sx={{ width: 120, height: 120 }} />;
  return <Box component="img" src={src} alt={label} data-testid={testId} data-url={url} sx={{ width: 120, height: 120, display: 'block', imageRendering: 'pixelated' }} />;
};
