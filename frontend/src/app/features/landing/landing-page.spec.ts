import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('says what the service does, lists the three plans and offers sign-up and log-in', () => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    const fixture = TestBed.createComponent(LandingPage);
    fixture.detectChanges();
    const page = fixture.nativeElement as HTMLElement;
    expect(page.querySelector('h1')!.textContent).toContain(
      'JSON-LD for every page of your site, from one script tag',
    );
    expect(page.textContent).toContain('exact page URL');
    expect(page.textContent).toContain('validate');
    const plans = [...page.querySelectorAll('.plan')].map((plan) => [
      plan.querySelector('h3')!.textContent,
      plan.querySelector('.price')!.textContent,
    ]);
    expect(plans).toEqual([
      ['Free', '$0'],
      ['Pro', '$29 / month'],
      ['Agency', '$99 / month'],
    ]);
    expect(page.querySelector('.plan')!.textContent).toContain('5 saved schemas');
    const hrefs = [...page.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/signup');
    expect(hrefs).toContain('/login');
    expect(page.querySelector('main#main')).not.toBeNull();
    expect(page.querySelector('.skip-link')).not.toBeNull();
  });
});
