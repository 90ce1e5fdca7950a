import type { ClientSiteDto } from '@sdn/contracts';

export type OnboardingStepId = 'site' | 'snippet' | 'schema' | 'publish' | 'live';

export interface OnboardingStep {
  id: OnboardingStepId;
  title: string;
  hint: string;
  done: boolean;
  /** Where the step is done; null for adding the first site, which opens the dialog on the same page. */
  link: string[] | null;
}

/**
 * The first-run checklist, derived only from what the service says about the workspace's first site (its SDK status
 * and schema count) and how many of its schemas are published: nothing is ticked by a local flag.
 * "Installed" and "live" both rest on the SDK status (the service sees the snippet when it first asks for a page
 * from the site's own domain, or on "Check installation"); live also needs a published schema to deliver.
 */
export function onboardingSteps(
  site: ClientSiteDto | null,
  publishedCount: number,
): OnboardingStep[] {
  const sitePage = site ? ['/sites', site.id] : null;
  const verified = site?.sdkStatus === 'Verified';
  return [
    {
      id: 'site',
      title: 'Add your site',
      hint: 'Its address gives the Client ID and the snippet.',
      done: site !== null,
      link: null,
    },
    {
      id: 'snippet',
      title: 'Install the snippet',
      hint: 'Paste one script tag into every page of the site, once.',
      done: verified,
      link: sitePage,
    },
    {
      id: 'schema',
      title: 'Create your first schema',
      hint: 'Pick a type, set the exact page URL, validate.',
      done: (site?.schemaCount ?? 0) > 0,
      link: site ? ['/sites', site.id, 'schemas', 'new'] : null,
    },
    {
      id: 'publish',
      title: 'Publish it',
      hint: 'Published schemas are delivered on the next page view.',
      done: publishedCount > 0,
      link: sitePage,
    },
    {
      id: 'live',
      title: 'Verified on your site',
      hint: 'The service has seen the snippet and has a published schema to deliver.',
      done: verified && publishedCount > 0,
      link: sitePage,
    },
  ];
}
