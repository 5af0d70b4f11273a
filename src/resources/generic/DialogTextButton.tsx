import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';

/**
 * A dialog's text-only action (Kapat, İptal). react-admin's Button turns into an icon button on a
 * phone, and without an icon nothing would show: this one keeps its words at every width.
 */
export const DialogTextButton = ({ label, onClick, disabled = false }: { label: string; onClick: () => void; disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <Button onClick={onClick} disabled={disabled}>
      {translate(label)}
    </Button>
  );
};
