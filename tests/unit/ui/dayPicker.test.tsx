import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayPicker } from '../../../src/ui/DayPicker';
import { dateToDay, dayToDate } from '../../../src/ui/dayValue';

afterEach(cleanup);

/** The picker's hidden input carries the text the field shows. */
const shownText = () => document.querySelector<HTMLInputElement>('input[name="day"]')!.value;

const Controlled = ({ initial, onDay }: { initial: string; onDay: (day: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <DayPicker
      label="Başlangıç"
      name="day"
      value={value}
      onChange={(day) => {
        setValue(day);
        onDay(day);
      }}
    />
  );
};

describe('day values', () => {
  it('reads a stored day and an instant as the local calendar day', () => {
    expect(dayToDate('2026-03-05')?.getDate()).toBe(5);
    expect(dayToDate('2026-03-05T21:30:00.000Z')?.getMonth()).toBe(2);
    expect(dayToDate('')).toBeNull();
    expect(dayToDate('not a day')).toBeNull();
  });

  it('sends whole days within the years records can carry, nothing while a day is half typed', () => {
    expect(dateToDay(new Date(2026, 10, 25))).toBe('2026-11-25');
    expect(dateToDay(null)).toBe('');
    expect(dateToDay(new Date(Number.NaN))).toBeUndefined();
    expect(dateToDay(new Date(1899, 11, 31))).toBeUndefined();
    expect(dateToDay(new Date(2201, 0, 1))).toBeUndefined();
  });
});

describe('DayPicker', () => {
  it('shows a day as gg.aa.yyyy whatever the browser language', () => {
    render(<DayPicker label="Başlangıç" name="day" value="2026-03-05" onChange={() => undefined} />);
    expect(shownText()).toBe('05.03.2026');
    expect(screen.getByText('Başlangıç', { selector: 'label' })).toBeInTheDocument();
  });

  it('sends the day typed day first, month, then year', async () => {
    const onDay = vi.fn();
    render(<Controlled initial="" onDay={onDay} />);
    const day = screen.getByRole('spinbutton', { name: 'Gün' });
    await userEvent.click(day);
    await userEvent.keyboard('07');
    await userEvent.keyboard('11');
    expect(onDay).not.toHaveBeenCalled();
    await userEvent.keyboard('2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-11-07');
    expect(shownText()).toBe('07.11.2026');
  });

  it('names months and days in Turkish in the calendar', async () => {
    render(<DayPicker label="Bitiş" name="day" value="2026-03-05" onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /tarih seç|Tarih seçin|takvim/i }));
    expect(await screen.findByText(/Mart 2026/i)).toBeInTheDocument();
  });
});
