import type { MouseEvent, ReactElement } from 'react';
import { Button } from 'react-admin';
import MuiButton from '@mui/material/Button';

interface RecordActionButtonProps {
  label: string;
  /** The name a screen reader hears: the act with its record ('Düzenle: C45'). */
  ariaLabel: string;
  icon: ReactElement;
  color?: 'primary' | 'error';
  onClick: (e: MouseEvent) => void;
  /** Its name written beside its icon on every width (ResourceOverride labelledCardActions); react-admin's button (icon only on a phone) otherwise. */
  labelled?: boolean;
}

/** A record's edit or delete button in a row, a card or its dialog. */
export const RecordActionButton = ({ label, ariaLabel, icon, color = 'primary', onClick, labelled }: RecordActionButtonProps) =>
  labelled ? (
    <MuiButton size="small" color={color} startIcon={icon} aria-label={ariaLabel} onClick={onClick}>
      {label}
    </MuiButton>
  ) : (
    <Button label={label} aria-label={ariaLabel} color={color} onClick={onClick}>
      {icon}
    </Button>
  );
