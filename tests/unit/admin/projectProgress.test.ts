import { describe, expect, it } from 'vitest';
import { progressColor, projectProgress } from '../../../src/domain/projectProgress';

describe('the assigned-projects progress bar', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'blue'],
    [50, 'blue'],
    [49, 'yellow'],
    [25, 'yellow'],
    [24, 'red'],
    [0, 'red'],
  ] as const)('at %s%% is %s', (percent, color) => {
    expect(progressColor(percent)).toBe(color);
  });

  it('is the rounded share of completed steps', () => {
    const steps = [{ status: 'completed' }, { status: 'completed' }, { status: 'in-progress' }];
    expect(projectProgress({ id: 1, name: 'P', steps })).toBe(67);
    expect(projectProgress({ id: 1, name: 'P', steps: [{ status: 'pending' }] })).toBe(0);
  });

  it('uses the answer’s own percentage when the project carries no steps, clamped to 0-100', () => {
    expect(projectProgress({ id: 1, name: 'P', progress: 42.4 })).toBe(42);
    expect(projectProgress({ id: 1, name: 'P', progress: 140 })).toBe(100);
    expect(projectProgress({ id: 1, name: 'P' })).toBe(0);
  });
});
