import { cloneElement, useLayoutEffect, useRef, type ReactElement, type Ref } from 'react';
import { useForkRef } from '@mui/material/utils';
import type { TransitionProps } from '@mui/material/transitions';

type InstantTransitionProps = TransitionProps & { children: ReactElement<{ style?: React.CSSProperties }>; ref?: Ref<HTMLElement> };

/**
 * A transition slot for MUI's modals that shows and hides at once. Fade forces a layout of the
 * page in the click's task (it reads scrollTop to start the animation) and then fades the first
 * frame in over 225 ms; a viewer that must show its model at once wants neither (issue 24). The
 * modal hears the same enter and exit calls, so its focus trap and hiding work as with Fade.
 */
export const InstantTransition = ({ in: shown, children, ref, onEnter, onEntering, onEntered, onExit, onExiting, onExited, ...rest }: InstantTransitionProps) => {
  const node = useRef<HTMLElement | null>(null);
  const handle = useForkRef(node, ref);
  const first = useRef(true);
  useLayoutEffect(() => {
    const wasFirst = first.current;
    first.current = false;
    const el = node.current;
    if (!el) return;
    if (shown) [onEnter, onEntering, onEntered].forEach((call) => call?.(el, wasFirst));
    // Hidden from the start: nothing has exited.
    else if (!wasFirst) [onExit, onExiting, onExited].forEach((call) => call?.(el));
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps -- the calls of this change only
  // What a transition alone takes is not the child's.
  const { appear: _appear, enter: _enter, exit: _exit, timeout: _timeout, easing: _easing, addEndListener: _end, mountOnEnter: _mount, unmountOnExit: _unmount, disablePrefersReducedMotion: _reduced, ...forwarded } = rest;
  return cloneElement(children, { ...forwarded, ref: handle, style: { ...rest.style, ...children.props.style } } as object);
};
