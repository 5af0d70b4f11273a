import { render } from '@testing-library/react';
import LinearProgress from '@mui/material/LinearProgress';
import { ThemeProvider } from '@mui/material/styles';
import { expect, it, vi } from 'vitest';
import { theme } from '../../../src/theme';
import { warmAnimationsWhenIdle } from '../../../src/ui/animations/warmAnimations';

const keyframesInPage = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('').match(/@keyframes [\w-]+/g) ?? [];

// Chrome restyles the whole page when a style sheet gains an @keyframes rule (issue 24): every
// animation of MUI's is written ahead, in an idle moment, and none is written again later.
it('writes the ripple, progress and skeleton animations ahead, and a progress bar shown later writes none', async () => {
  expect(keyframesInPage()).toEqual([]);
  warmAnimationsWhenIdle();
  // Ripple (enter, exit, pulsate), linear (two bars, buffer), circular (rotate, dash), skeleton (pulse, wave).
  await vi.waitFor(() => expect(new Set(keyframesInPage()).size).toBe(10), { timeout: 5000 });
  const written = keyframesInPage().length;
  render(
    <ThemeProvider theme={theme}>
      <LinearProgress aria-label="yükleniyor" />
    </ThemeProvider>,
  );
  expect(keyframesInPage()).toHaveLength(written);
});
