import { useRef, type ComponentProps, type ReactNode } from 'react';
import Button from '@mui/material/Button';

// The button's own props pass through (a Tooltip around it hands it its ref and listeners).
interface FilePickButtonProps extends Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> {
  children: ReactNode;
  accept?: string;
  multiple?: boolean;
  /** The hidden input's test id: the tests hand it files. */
  inputTestId: string;
  onFiles: (files: File[]) => void;
}

/**
 * A button that opens the file chooser. MUI's `component="label"` makes a `<label role="button">`
 * that Enter does not open (ButtonBase calls onClick, the label's own activation never runs) and
 * that `disabled` leaves clickable by keyboard: a real button clicks the hidden input instead.
 * The input is emptied after each choice, so the same file can be chosen again.
 */
export const FilePickButton = ({ children, accept, multiple = false, inputTestId, onFiles, ...button }: FilePickButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        multiple={multiple}
        data-testid={inputTestId}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </>
  );
};
