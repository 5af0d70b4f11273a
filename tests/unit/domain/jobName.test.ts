import { describe, expect, it } from 'vitest';
import { describesMore, jobName } from '../../../src/domain/jobName';

describe("a job's name on a screen", () => {
  it('is the title when there is one, else the first line of the description, else the number', () => {
    expect(jobName({ title: 'Flanş', description: 'Flanş delik delme' }, 7)).toBe('Flanş');
    expect(jobName({ title: null, description: 'Ø40 mil tornalama\r\nh7 tolerans' }, 7)).toBe('Ø40 mil tornalama');
    expect(jobName({ title: '  ', description: '' }, 7)).toBe('#7');
  });

  it('shows the description under the name only when it says more', () => {
    expect(describesMore({ title: null, description: 'Ø40 mil tornalama' })).toBe(false);
    expect(describesMore({ title: null, description: 'Ø40 mil tornalama\nh7 tolerans' })).toBe(true);
    expect(describesMore({ title: 'Mil', description: 'Ø40 mil tornalama' })).toBe(true);
    expect(describesMore({ title: 'Mil', description: null })).toBe(false);
  });
});
