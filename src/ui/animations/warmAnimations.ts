import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { whenIdle } from '../whenIdle';

let warmed = false;

/**
 * Chrome restyles every element of the page when a style sheet gains an @keyframes rule, and MUI
 * writes each animation's rule the first time that part shows: the first press of any button (its
 * ripple) and the first progress bar restyled the whole page inside the interaction (issue 24: the
 * 3D viewer's opening, 20–60 ms of a click's task on a busy 2-core machine). They are written once
 * here, in an idle moment after the signed-in shell has drawn, by rendering those parts off the
 * page (emotion's style sheet is the page's whichever React root renders them).
 */
export const warmAnimationsWhenIdle = (): void => {
  if (warmed) return;
  warmed = true;
  whenIdle(() => {
    void import('./AnimationStyles').then(({ AnimationStyles }) => {
      const root = createRoot(document.createElement('div'));
      root.render(createElement(AnimationStyles, { onWritten: () => root.unmount() }));
    });
  });
};
