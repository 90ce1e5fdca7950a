import { TestBed } from '@angular/core/testing';
import { OpeningHoursField } from './opening-hours-field';

describe('OpeningHoursField', () => {
  async function render(items: unknown[]) {
    const fixture = TestBed.createComponent(OpeningHoursField);
    fixture.componentRef.setInput('items', items);
    fixture.componentRef.setInput('idPrefix', 'prop-openingHoursSpecification');
    const emitted: unknown[][] = [];
    fixture.componentInstance.changed.subscribe((next) => emitted.push(next));
    await fixture.whenStable();
    return { fixture, emitted, element: fixture.nativeElement as HTMLElement };
  }

  it('shows each row as days in week order, then Opens before Closes as time inputs', async () => {
    const { element } = await render([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday', 'https://schema.org/Monday'],
        opens: '10:00',
        closes: '14:00',
      },
    ]);
    const days = [...element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(days.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(days.filter((box) => box.checked).map((box) => box.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Saturday',
    ]);
    const times = [...element.querySelectorAll<HTMLInputElement>('input[type="time"]')];
    expect(
      times.map((input) => element.querySelector(`label[for="${input.id}"]`)?.textContent),
    ).toEqual(['Opens', 'Closes']);
    expect(times.map((input) => input.value)).toEqual(['10:00', '14:00']);
  });

  it('writes days, times and the closed and 24-hour shortcuts into the row', async () => {
    const { element, emitted } = await render([{ '@type': 'OpeningHoursSpecification' }]);
    const friday = element.querySelector<HTMLInputElement>(
      '#prop-openingHoursSpecification-0-Friday',
    )!;
    friday.checked = true;
    friday.dispatchEvent(new Event('change'));
    expect(emitted.at(-1)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'] },
    ]);
    const opens = element.querySelector<HTMLInputElement>(
      '#prop-openingHoursSpecification-0-opens',
    )!;
    opens.value = '09:00';
    opens.dispatchEvent(new Event('input'));
    const friday9 = {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Friday'],
      opens: '09:00',
    };
    expect(emitted.at(-1)).toEqual([friday9]);
    const button = (name: string) =>
      [...element.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
    button('Open 24 hours').click();
    expect(emitted.at(-1)).toEqual([{ ...friday9, opens: '00:00', closes: '23:59' }]);
    button('Closed all day').click();
    expect(emitted.at(-1)).toEqual([{ ...friday9, opens: '00:00', closes: '00:00' }]);
  });

  it('keeps two quick toggles when the document has not answered the first yet', async () => {
    const { element, emitted } = await render([{ '@type': 'OpeningHoursSpecification' }]);
    for (const day of ['Thursday', 'Friday']) {
      const box = element.querySelector<HTMLInputElement>(
        `#prop-openingHoursSpecification-0-${day}`,
      )!;
      box.checked = true;
      box.dispatchEvent(new Event('change'));
    }
    expect(emitted.at(-1)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Thursday', 'https://schema.org/Friday'],
      },
    ]);
  });

  it('adds, reorders and removes rows with named buttons', async () => {
    const first = { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'] };
    const second = { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'] };
    const { element, emitted } = await render([first, second]);
    const named = (label: string) =>
      element.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
    named('Move opening hours 2 up').click();
    expect(emitted.at(-1)).toEqual([second, first]);
    named('Move opening hours 1 up').click();
    expect(emitted).toHaveLength(1);
    named('Remove opening hours 1').click();
    expect(emitted.at(-1)).toEqual([first]);
    element.querySelector<HTMLButtonElement>('#prop-openingHoursSpecification-add')!.click();
    expect(emitted.at(-1)).toEqual([first, { '@type': 'OpeningHoursSpecification' }]);
  });
});
