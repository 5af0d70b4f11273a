import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface ViewerActionProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A white icon button of the photo viewer's dark top bar, named by its tooltip. */
export const ViewerAction = ({ label, onClick, disabled, children }: ViewerActionProps) => (
  <Tooltip title={label}>
    <span>
      <IconButton aria-label={label} onClick={onClick} disabled={disabled} sx={{ color: '#fff', '&.Mui-disabled': { color: 'rgba(255,255,255,.3)' } }}>
        {children}
      </IconButton>
    </span>
  </Tooltip>
);
