import { expect } from 'chai';
import { openingHoursOf } from '../../src/domain/page-understanding/opening-hours.js';
import { dateIn } from '../../src/domain/page-understanding/written-dates.js';

const day = (name: string) => `https://schema.org/${name}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day);

describe('Page understanding: dates and times in Polish, Czech, Scandinavian, Dutch and Japanese forms', () => {
  it('reads month names in their genitive forms and the time written after the date', () => {
    expect(dateIn('26 listopada 2026, 18:00', 'pl')).to.equal('2026-11-26T18:00');
    expect(dateIn('3 grudnia 2026 o godz. 19:30', 'pl')).to.equal('2026-12-03T19:30');
    expect(dateIn('12. prosince 2026 v 19:00', 'cs')).to.equal('2026-12-12T19:00');
    expect(dateIn('26. listopadu 2026', 'cs')).to.equal('2026-11-26');
    expect(dateIn('torsdag 3. desember 2026 kl. 19.30', 'nb')).to.equal('2026-12-03T19:30');
    expect(dateIn('26 november 2026 om 20.00 uur', 'nl')).to.equal('2026-11-26T20:00');
  });

  it('reads year-first dates, which no order can misread', () => {
    expect(dateIn('2026年11月26日 18:30開演', 'ja')).to.equal('2026-11-26T18:30');
    expect(dateIn('2026/12/05（土）14:00', 'ja')).to.equal('2026-12-05T14:00');
    expect(dateIn('2026.12.05', null)).to.equal('2026-12-05');
  });

  it('takes a dotted number after a date as a time only after a word that says so', () => {
    expect(dateIn('26. november 2026 12.50 kr', 'da')).to.equal('2026-11-26');
    expect(dateIn('3 listopada 2026 o 5 osób', 'pl')).to.equal('2026-11-03');
  });
});

describe('Page understanding: opening hours in more languages', () => {
  it('reads Danish and Norwegian days with hours written bare after them, and "stengt" as closed', () => {
    expect(openingHoursOf('Mandag–fredag 10–18, lørdag 10–15, søndag lukket', 'da')).to.deep.equal([
      { dayOfWeek: WEEKDAYS, opens: '10:00', closes: '18:00' },
      { dayOfWeek: [day('Saturday')], opens: '10:00', closes: '15:00' },
    ]);
    expect(openingHoursOf('Man–fre 10–18, lør 10–15, søn stengt', 'nb')).to.have.length(2);
  });

  it('reads Polish and Japanese day names and ranges', () => {
    expect(openingHoursOf('Pon.–pt. 9:00–17:00, sob. 10:00–14:00', 'pl')).to.deep.equal([
      { dayOfWeek: WEEKDAYS, opens: '09:00', closes: '17:00' },
      { dayOfWeek: [day('Saturday')], opens: '10:00', closes: '14:00' },
    ]);
    expect(openingHoursOf('月〜金 11:00〜22:00', 'ja')).to.deep.equal([{ dayOfWeek: WEEKDAYS, opens: '11:00', closes: '22:00' }]);
  });

  it('reads Czech "So" as Saturday and German "So" as Sunday', () => {
    expect(openingHoursOf('Po–Pá 9:00–17:00, So 9:00–12:00', 'cs')[1]).to.deep.equal({
      dayOfWeek: [day('Saturday')],
      opens: '09:00',
      closes: '12:00',
    });
    expect(openingHoursOf('Mo–Fr 9:00–17:00, So 9:00–12:00', 'de')[1]?.dayOfWeek).to.deep.equal([day('Sunday')]);
  });

  it('never reads bare numbers as hours when they cannot be one day of opening ("Mon–Fri 9–5")', () => {
    expect(openingHoursOf('Mon–Fri 9–5', 'en')).to.deep.equal([]);
    expect(openingHoursOf('Sizes 10–12 on Monday', 'en')).to.deep.equal([]);
  });
});

describe('Page understanding: the days a text closes', () => {
  const ALL_BUT = (...closed: string[]) =>
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].filter((name) => !closed.includes(name)).map(day);

  it('takes a day closed after "daily" out of the daily hours, in any order of the words', () => {
    expect(openingHoursOf('Daily 8am–5pm, closed Mondays', 'en')).to.deep.equal([
      { dayOfWeek: ALL_BUT('Monday'), opens: '08:00', closes: '17:00' },
    ]);
    expect(openingHoursOf('Täglich 9–18 Uhr, Montag Ruhetag', 'de')).to.deep.equal([
      { dayOfWeek: ALL_BUT('Monday'), opens: '09:00', closes: '18:00' },
    ]);
  });

  it('gives hours written without days, beside the day they close, to every other day ("営業時間 … 定休日")', () => {
    expect(openingHoursOf('営業時間:8:00〜18:00(L.O. 17:30) 定休日:水曜日(祝日の場合は営業)', 'ja')).to.deep.equal([
      { dayOfWeek: ALL_BUT('Wednesday'), opens: '08:00', closes: '18:00' },
    ]);
  });

  it('leaves a day its own hours, and hours without days and without a closed day unread', () => {
    expect(openingHoursOf('Mon–Fri 7:30 AM – 6 PM, Sat 8 AM – 2 PM, Sun Closed', 'en')).to.have.length(2);
    expect(openingHoursOf('Opening hours: 9:00–17:00', 'en')).to.deep.equal([]);
  });
});
