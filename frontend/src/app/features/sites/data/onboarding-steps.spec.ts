import { site } from './site.fixture';
import { onboardingSteps } from './onboarding-steps';

const done = (steps: ReturnType<typeof onboardingSteps>) =>
  steps.filter((step) => step.done).map((step) => step.id);

describe('onboardingSteps', () => {
  it('starts with adding a site, which has no page to link to', () => {
    const steps = onboardingSteps(null, 0);
    expect(steps.map((step) => step.id)).toEqual(['site', 'snippet', 'schema', 'publish', 'live']);
    expect(done(steps)).toEqual([]);
    expect(steps[0]!.link).toBeNull();
  });

  it('ticks each step from the site, its schema count and its published count', () => {
    const fresh = site({ schemaCount: 0 });
    expect(done(onboardingSteps(fresh, 0))).toEqual(['site']);
    expect(onboardingSteps(fresh, 0).find((step) => step.id === 'schema')!.link).toEqual([
      '/sites',
      fresh.id,
      'schemas',
      'new',
    ]);
    expect(done(onboardingSteps(site({ schemaCount: 1 }), 0))).toEqual(['site', 'schema']);
    expect(done(onboardingSteps(site({ schemaCount: 1 }), 1))).toEqual([
      'site',
      'schema',
      'publish',
    ]);
    expect(done(onboardingSteps(site({ schemaCount: 1, sdkStatus: 'Verified' }), 0))).toEqual([
      'site',
      'snippet',
      'schema',
    ]);
    expect(done(onboardingSteps(site({ schemaCount: 1, sdkStatus: 'Verified' }), 1))).toEqual([
      'site',
      'snippet',
      'schema',
      'publish',
      'live',
    ]);
  });
});
