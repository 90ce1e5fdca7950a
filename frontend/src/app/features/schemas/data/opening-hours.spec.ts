import { ALL_DAY, CLOSED, WEEK, readHours, shortcutOf, writeHours } from './opening-hours';

describe('opening-hours', () => {
  it('lists the days in week order, Monday first', () => {
    expect(WEEK).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('reads days given as names or schema.org URLs, one or several, in week order', () => {
    expect(
      readHours({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Sunday', 'Monday', 'Saturday'],
        opens: '09:00:00',
        closes: '17:30',
      }),
    ).toEqual({ days: ['Monday', 'Saturday', 'Sunday'], opens: '09:00', closes: '17:30' });
    expect(readHours({ dayOfWeek: 'Friday' }).days).toEqual(['Friday']);
    expect(readHours('Mo-Fr 09:00-17:00')).toEqual({ days: [], opens: '', closes: '' });
  });

  it('writes days in week order as schema.org URLs, keeping other properties and dropping empty times', () => {
    expect(
      writeHours(
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24' },
        { days: ['Friday', 'Monday'], opens: '09:00', closes: '' },
      ),
    ).toEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-12-24',
      dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Friday'],
      opens: '09:00',
    });
    expect(writeHours({ dayOfWeek: ['Monday'] }, { days: [], opens: '', closes: '' })).toEqual({
      '@type': 'OpeningHoursSpecification',
    });
  });

  it('knows Google shortcuts: closed all day is 00:00 to 00:00, open all day 00:00 to 23:59', () => {
    expect(shortcutOf({ days: [], ...CLOSED })).toBe('closed');
    expect(shortcutOf({ days: [], ...ALL_DAY })).toBe('allDay');
    expect(shortcutOf({ days: [], opens: '09:00', closes: '17:00' })).toBeNull();
  });
});
