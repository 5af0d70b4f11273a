import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

interface FilePreviewProps {
  file: File;
  removeLabel: string;
  onRemove?: () => void;
}

/** A chosen photo before upload, shown from the file itself (object URL revoked on unmount). */
export const FilePreview = ({ file, removeLabel, onRemove }: FilePreviewProps) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <Box sx={{ position: 'relative', width: 76, height: 76, borderRadius: 2, overflow: 'hidden', border: '1px solid', borderColor: 'divider', bgcolor: 'grey.100' }} title={file.name}>
      {url && <Box component="img" src={url} alt={file.name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      {onRemove && (
        <IconButton size="small" aria-label={`${removeLabel}: ${file.name}`} onClick={onRemove} sx={{ position: 'absolute', top: 2, right: 2, p: 0.25, bgcolor: 'rgba(0,0,0,.55)', color: '#fff', '&:hover': { bgcolor: 'rgba(0,0,0,.75)' } }}>
          <CloseIcon sx={{ fontSize: 14 }} />
        </IconButton>
      )}
    </Box>
  );
};
