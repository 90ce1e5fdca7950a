import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterLink } from '@angular/router';
import { SkipLink } from '../../shared/ui/skip-link';

interface PlanSummary {
  name: string;
  price: string;
  points: string[];
}

/** The front door for visitors who are not logged in: what the service does, the three plans, sign up or log in. */
@Component({
  selector: 'app-landing-page',
  imports: [RouterLink, SkipLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './landing-page.html',
  styleUrl: './landing-page.css',
})
export class LandingPage {
  protected readonly snippet =
    '<script async src="…/sdk.js" data-client-id="your-client-id"></script>';

  // The spec's Limits table, in the words a buyer compares plans by.
  protected readonly plans: PlanSummary[] = [
    {
      name: 'Free',
      price: '$0',
      points: ['5 saved schemas', 'Rich-result schema types', '1 site', '1 seat'],
    },
    {
      name: 'Pro',
      price: '$29 / month',
      points: [
        'Unlimited saved schemas',
        'Full Schema.org vocabulary',
        'AI extraction from a URL',
        'Bulk generation, 10 URLs per run',
      ],
    },
    {
      name: 'Agency',
      price: '$99 / month',
      points: [
        'Everything in Pro',
        'Client portfolios',
        'Site-wide audits with PDF export',
        'Up to 5 team seats',
        'Bulk generation, 100 URLs per run',
      ],
    },
  ];
}
