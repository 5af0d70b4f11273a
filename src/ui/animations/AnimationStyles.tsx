import { useEffect, useRef } from 'react';
import ButtonBase, { type ButtonBaseActions } from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme';

/**
 * Every MUI part that animates, each in the state that uses its animation, so that their
 * @keyframes rules are written into the page's style sheet: the press ripple (started through
 * the button's focus ripple), the linear and circular progress bars and the skeletons.
 * `onWritten` runs once the ripple has been rendered, the last of them.
 */
export const AnimationStyles = ({ onWritten }: { onWritten: () => void }) => {
  const button = useRef<ButtonBaseActions>(null);
  useEffect(() => {
    button.current?.focusVisible();
    // The ripple mounts on the focus, then renders its pulsating ripple: two commits later.
    const timer = setTimeout(onWritten, 100);
    return () => clearTimeout(timer);
  }, [onWritten]);
  return (
    // The app's theme: emotion writes an animation's @keyframes again with each new class that
    // uses it, and a class differs with the theme's colours and easings.
    <ThemeProvider theme={theme}>
      <ButtonBase action={button} focusRipple tabIndex={-1} />
      <LinearProgress variant="indeterminate" />
      <LinearProgress variant="buffer" value={0} valueBuffer={0} />
      <CircularProgress />
      <Skeleton animation="pulse" />
      <Skeleton animation="wave" />
    </ThemeProvider>
  );
};
