import { useState } from 'react';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { TOAST_3S } from './toastTiming';

/**
 * A confirmed deletion of the procedure screen: the call, its toast, and the server's reason kept
 * in the dialog when it refuses (the dialog then stays open).
 */
export const useProcedureDeletion = (remove: () => Promise<unknown>, texts: { done: string; failed: string }, onDone: () => void) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove();
      toast.success(texts.done, TOAST_3S);
      onDone();
    } catch (err) {
      const message = requestErrorText(err, texts.failed);
      setError(message);
      toast.error(message, TOAST_3S);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, confirm };
};
