import { ChangeDetectionStrategy, Component, computed, effect, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { PlanApi } from '../../shared/api/plan-api';
import { resourceError, valueOr } from '../../shared/data/resource-signals';
import { AuthStore } from '../../core/auth/auth-store';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { Spinner } from '../../shared/ui/spinner';

interface PlanCard {
  id: 'free' | 'pro' | 'agency';
  name: string;
  price: string;
  features: string[];
}

/** The three plans of the spec's Limits table, with the workspace's current one marked. */
@Component({
  selector: 'app-plans-page',
  imports: [ErrorAlert, RouterLink, Spinner],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="page">
      <div class="page-header"><h1>Plans</h1></div>
      <p class="muted">Billing is monthly, with no contract. Cancelling keeps your plan to the end of the period.</p>
      <app-error-alert [error]="error()" [retryable]="true" (retry)="usageResource.reload()" />
      @if (usage(); as u) {
        <section class="card usage" aria-labelledby="usage-title">
          <h2 id="usage-title">Your usage</h2>
          <dl>
            <div><dt>Saved schemas</dt><dd>{{ u.usage.savedSchemas }} of {{ u.limits.savedSchemas ?? 'unlimited' }}</dd></div>
            <div><dt>Sites</dt><dd>{{ u.usage.clientSites }} of {{ u.limits.clientSites ?? 'unlimited' }}</dd></div>
            <div><dt>Team seats</dt><dd>{{ u.usage.seats }} of {{ u.limits.seats }}</dd></div>
          </dl>
        </section>
      } @else if (!error()) {
        <app-spinner label="Loading usage…" />
      }
      <div class="plans">
        @for (plan of plans; track plan.id) {
          <section class="card plan" [class.current]="auth.plan() === plan.id" [attr.aria-labelledby]="'plan-' + plan.id">
            <h2 [id]="'plan-' + plan.id">{{ plan.name }}</h2>
            <p class="price">{{ plan.price }}</p>
            <ul>
              @for (feature of plan.features; track feature) { <li>{{ feature }}</li> }
            </ul>
            @if (auth.plan() === plan.id) {
              <p class="badge">Your current plan</p>
            } @else if (plan.id !== 'free' && rank(plan.id) > rank(auth.plan())) {
              @if (isOwner()) {
                <a class="btn btn-primary" routerLink="/billing">Upgrade to {{ plan.name }}</a>
              } @else {
                <p class="muted">The workspace owner can upgrade.</p>
              }
            }
          </section>
        }
      </div>
    </div>
  `,
  styles: `
    .plans { display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: 1rem; }
    .plan.current { border-color: var(--color-primary); box-shadow: 0 0 0 1px var(--color-primary); }
    .price { font-size: 1.4rem; font-weight: 600; }
    ul { padding-left: 1.1rem; margin: 0 0 .75rem; }
    .usage { margin-bottom: 1rem; }
    .usage dl { display: flex; flex-wrap: wrap; gap: 2rem; margin: 0; }
    .usage dt { font-size: .75rem; color: var(--color-muted); text-transform: uppercase; letter-spacing: .03em; }
    .usage dd { margin: 0; font-weight: 600; }
    .badge { color: var(--color-primary); font-weight: 600; margin: 0; }
  `,
})
export class PlansPage {
  protected readonly auth = inject(AuthStore);
  protected readonly usageResource = inject(PlanApi).usage();
  protected readonly usage = valueOr(this.usageResource, null);
  protected readonly error = resourceError(this.usageResource);
  protected readonly isOwner = computed(() => this.auth.session()?.role === 'owner');
  protected readonly rank = (plan: PlanCard['id']) => ['free', 'pro', 'agency'].indexOf(plan);

  constructor() {
    effect(() => {
      const usage = this.usage();
      if (usage) this.auth.notePlan(usage.plan);
    });
  }

  // Every feature of the spec's Limits table and dashboard-access rules, per plan: Agency is far more than seats.
  protected readonly plans: PlanCard[] = [
    {
      id: 'free',
      name: 'Free',
      price: '$0',
      features: [
        '5 saved schemas',
        'Generator and validator for rich-result schema types',
        'Delivery by the SDK script or server-side embed',
        '1 site',
        '1 team seat',
      ],
    },
    {
      id: 'pro',
      name: 'Pro',
      price: '$29 / month',
      features: [
        'Unlimited saved schemas',
        'Generator with the full Schema.org vocabulary (800+ types)',
        'AI extraction from a page URL',
        'AI copywriting agent',
        'Bulk generation: 10 URLs per run',
        'Search Console performance per page',
        '1 site',
        '1 team seat',
      ],
    },
    {
      id: 'agency',
      name: 'Agency',
      price: '$99 / month',
      features: [
        'Everything in Pro',
        'Bulk generation: 100 URLs per run',
        'Client portfolios (one isolated workspace per client)',
        'Site-wide audit and AI deep audit',
        'White-label PDF audit reports',
        'White-label deliverables (Send to Dev)',
        'Up to 5 team seats, owner included',
        'Priority 24/7 support',
      ],
    },
  ];
}
