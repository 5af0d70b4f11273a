import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { downloadedShare } from '../../../src/resources/projects/models/downloadedShare';
import { OpeningBar } from '../../../src/resources/projects/models/OpeningBar';

afterEach(cleanup);

// Issue 24: a large model's hundred download percents re-rendered the whole viewer window.
it('moves the bar with each downloaded percent without rendering the window around it, and stripes it once the share is not counted', () => {
  const share = downloadedShare();
  let windowRenders = 0;
  const Window = () => {
    windowRenders++;
    return <OpeningBar share={share} label="Model indiriliyor" />;
  };
  render(<Window />);
  const bar = screen.getByRole('progressbar', { name: 'Model indiriliyor' });
  expect(bar).toHaveAttribute('aria-valuenow', '0');
  act(() => share.set(0.42));
  expect(bar).toHaveAttribute('aria-valuenow', '42');
  act(() => share.set(1));
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  act(() => share.set(undefined));
  expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  expect(windowRenders).toBe(1);
});
