import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { STUDIO_WEEK } from '@crystal/shared/constants/shop-contact';
import type { StudioWeek } from '@crystal/shared/schemas/opening-hours';
import { StudioHoursFields } from './studio-hours-fields';

function Harness({ seen }: { seen: StudioWeek[] }) {
  const [week, setWeek] = useState<StudioWeek>(STUDIO_WEEK);
  return (
    <StudioHoursFields
      week={week}
      onChange={(next) => {
        seen.push(next);
        setWeek(next);
      }}
    />
  );
}

describe('StudioHoursFields', () => {
  it('shows each day as set, and turns a day open, by appointment or closed, keeping the week in order', () => {
    const seen: StudioWeek[] = [];
    render(<Harness seen={seen} />);
    expect((screen.getByRole('combobox', { name: 'Monday' }) as HTMLSelectElement).value).toBe('hours');
    expect((screen.getByLabelText('Monday opens') as HTMLInputElement).value).toBe('10:00');
    expect((screen.getByRole('combobox', { name: 'Sunday' }) as HTMLSelectElement).value).toBe('appointment');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sunday' }), { target: { value: 'hours' } });
    fireEvent.change(screen.getByLabelText('Sunday closes'), { target: { value: '15:30' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Monday' }), { target: { value: 'closed' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tuesday' }), { target: { value: 'appointment' } });

    const week = seen.at(-1)!;
    expect(week.openingHours.map((h) => h.day)).toEqual(['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(week.openingHours.at(-1)).toEqual({ day: 'Sunday', opens: '10:00', closes: '15:30' });
    expect(week.appointmentDays).toEqual(['Tuesday']);
    expect(screen.queryByLabelText('Monday opens')).toBeNull();
  });
});
