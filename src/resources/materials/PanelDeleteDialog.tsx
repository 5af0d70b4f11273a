import { useEffect, useState } from 'react';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { requestErrorText } from '../../ui/requestError';

interface PanelDeleteDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The text when the server gives no reason of its own. */
  failedText: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}

/** The question before a panel deletion; the server's refusal ('... kayıtlı olduğu için silinemez') shows inside and the dialog stays. */
export const PanelDeleteDialog = ({ open, failedText, onDelete, ...texts }: PanelDeleteDialogProps) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
    } catch (err) {
      setError(requestErrorText(err, failedText));
    } finally {
      setBusy(false);
    }
  };
  return <DeleteConfirmDialog open={open} {...texts} busy={busy} error={error} onConfirm={() => void confirm()} />;
};
