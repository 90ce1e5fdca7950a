import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { site } from '../data/site.fixture';
import { onboardingSteps } from '../data/onboarding-steps';
import { OnboardingChecklist } from './onboarding-checklist';

function render(steps: ReturnType<typeof onboardingSteps>) {
  TestBed.configureTestingModule({ providers: [provideRouter([])] });
  const fixture = TestBed.createComponent(OnboardingChecklist);
  fixture.componentRef.setInput('steps', steps);
  fixture.detectChanges();
  return fixture;
}

describe('OnboardingChecklist', () => {
  it('links each open step to where it is done and marks the finished ones', () => {
    const fixture = render(onboardingSteps(site({ schemaCount: 0 }), 0));
    const page = fixture.nativeElement as HTMLElement;
    expect(page.textContent).toContain('1 of 5 steps done');
    const items = [...page.querySelectorAll('li')];
    expect(items[0]!.textContent).toContain('Add your site (done)');
    expect(items[1]!.querySelector('a')!.getAttribute('href')).toBe(`/sites/${site().id}`);
    expect(items[2]!.querySelector('a')!.getAttribute('href')).toBe(
      `/sites/${site().id}/schemas/new`,
    );
    expect(items[1]!.classList).toContain('next');
    expect(page.querySelector('button')).toBeNull();
  });

  it('opens the add-site dialog from the first step', () => {
    const fixture = render(onboardingSteps(null, 0));
    let asked = 0;
    fixture.componentInstance.addSite.subscribe(() => asked++);
    (fixture.nativeElement.querySelector('li button') as HTMLButtonElement).click();
    expect(asked).toBe(1);
  });

  it('can be hidden only once every step is done', () => {
    const fixture = render(onboardingSteps(site({ schemaCount: 1, sdkStatus: 'Verified' }), 1));
    const page = fixture.nativeElement as HTMLElement;
    expect(page.querySelector('h2')!.textContent).toBe('You are live');
    let hidden = 0;
    fixture.componentInstance.dismiss.subscribe(() => hidden++);
    (page.querySelector('button') as HTMLButtonElement).click();
    expect(hidden).toBe(1);
  });
});
