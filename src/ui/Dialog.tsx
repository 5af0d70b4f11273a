import MuiDialog, { type DialogProps } from '@mui/material/Dialog';
import { useBackCloses } from './useBackCloses';

/** MUI's dialog that the browser's back closes as Escape would (useBackCloses); the app's dialogs are this one. */
export const Dialog = (props: DialogProps) => {
  const { open, onClose } = props;
  useBackCloses(open, onClose ? () => onClose({}, 'escapeKeyDown') : undefined);
  return <MuiDialog {...props} />;
};
