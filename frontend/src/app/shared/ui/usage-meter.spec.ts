import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { UsageMeter, atLimit, upgradeOffer } from './usage-meter';

function render(inputs: {
  used: number;
  limit: number | null;
  noun: string;
  upgrade?: 'link' | 'ask-owner' | 'none';
}) {
  TestBed.configureTestingModule({ providers: [provideRouter([])] });
  const fixture = TestBed.createComponent(UsageMeter);
  for (const [name, value] of Object.entries(inputs)) fixture.componentRef.setInput(name, value);
  fixture.detectChanges();
  return fixture.nativeElement as HTMLElement;
}

describe('UsageMeter', () => {
  it('says how much of the limit is used, without an upgrade prompt below it', () => {
    const meter = render({ used: 4, limit: 5, noun: 'schemas' });
    expect(meter.textContent!.trim()).toBe('4 of 5 schemas');
    expect((meter.querySelector('.fill') as HTMLElement).style.width).toBe('80%');
    expect(meter.querySelector('a')).toBeNull();
  });

  it('at the limit says so and links the owner to billing', () => {
    const meter = render({ used: 5, limit: 5, noun: 'schemas' });
    expect(meter.textContent).toContain('5 of 5 schemas · limit reached');
    expect(meter.querySelector('a')!.getAttribute('href')).toBe('/billing');
  });

  it('tells a member who can upgrade, and offers nothing on the top plan', () => {
    expect(
      render({ used: 1, limit: 1, noun: 'seats', upgrade: 'ask-owner' }).textContent,
    ).toContain('The workspace owner can upgrade.');
    TestBed.resetTestingModule();
    const top = render({ used: 5, limit: 5, noun: 'seats', upgrade: 'none' });
    expect(top.querySelector('a')).toBeNull();
    expect(top.textContent).not.toContain('upgrade');
  });

  it('shows an unlimited quantity as a count', () => {
    const meter = render({ used: 12, limit: null, noun: 'sites' });
    expect(meter.textContent!.trim()).toBe('12 sites · unlimited');
    expect(meter.querySelector('.bar')).toBeNull();
  });

  it('decides the limit and the offer from the plan and role', () => {
    expect(atLimit(5, 5)).toBe(true);
    expect(atLimit(4, 5)).toBe(false);
    expect(atLimit(500, null)).toBe(false);
    expect(upgradeOffer('owner', 'free')).toBe('link');
    expect(upgradeOffer('member', 'pro')).toBe('ask-owner');
    expect(upgradeOffer('owner', 'agency')).toBe('none');
  });
});
