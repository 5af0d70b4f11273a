import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';

interface ZoomableImageProps {
  src: string;
  alt: string;
  zoom: number;
}

/**
 * A photo fitted to the viewer at zoom 1 and drawn larger or smaller around it. The size is set
 * (not a CSS transform), so a zoomed photo scrolls to all four edges; margin auto keeps it centred.
 */
export const ZoomableImage = ({ src, alt, zoom }: ZoomableImageProps) => {
  const frame = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [natural, setNatural] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setBox({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const fit = natural.width && box.width ? Math.min(box.width / natural.width, box.height / natural.height, 1) : 0;
  return (
    <Box ref={frame} sx={{ position: 'absolute', inset: 0, overflow: 'auto', display: 'flex' }}>
      <Box
        component="img"
        src={src}
        alt={alt}
        data-testid="photo-viewer-image"
        onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
        sx={{ m: 'auto', flexShrink: 0, userSelect: 'none', visibility: fit ? 'visible' : 'hidden', transition: 'width .15s ease-out, height .15s ease-out' }}
        style={fit ? { width: natural.width * fit * zoom, height: natural.height * fit * zoom } : undefined}
      />
    </Box>
  );
};
