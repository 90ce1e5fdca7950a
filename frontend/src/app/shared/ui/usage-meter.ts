import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { RouterLink } from '@angular/router';

export type UpgradeOffer = 'link' | 'ask-owner' | 'none';

/** Who can lift a limit: the owner pays (a link to billing), a member asks the owner, and Agency is the top plan. */
export function upgradeOffer(role: string | undefined, plan: string): UpgradeOffer {
  if (plan === 'agency') return 'none';
  return role === 'owner' ? 'link' : 'ask-owner';
}

/** True when a limited quantity has no room left (null means unlimited). */
export function atLimit(used: number, limit: number | null): boolean {
  return limit !== null && used >= limit;
}

/**
 * "4 of 5 schemas" beside the button that starts the work, from the server's counts. At the limit it says so and
 * offers the upgrade (billing for the owner, who alone can pay; a note for members).
 */
@Component({
  selector: 'app-usage-meter',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="meter" [class.full]="full()">
      <span class="text">{{ text() }}</span>
      @if (limit() !== null) {
        <span class="bar" aria-hidden="true"><span class="fill" [style.width.%]="percent()"></span></span>
      }
      @if (full()) {
        @switch (upgrade()) {
          @case ('link') { <a class="upgrade" routerLink="/billing">Upgrade for more</a> }
          @case ('ask-owner') { <span>The workspace owner can upgrade.</span> }
        }
      }
    </div>
  `,
  styles: `
    .meter { display: flex; flex-wrap: wrap; align-items: center; gap: .3rem .6rem; font-size: .875rem; color: var(--color-muted); }
    .bar { width: 5rem; height: .4rem; border-radius: 999px; background: var(--color-border); overflow: hidden; }
    .fill { display: block; height: 100%; background: var(--color-primary); }
    .full .fill { background: var(--color-warning, #b45309); }
    .full .text { color: var(--color-text); font-weight: 600; }
    .upgrade { font-weight: 600; }
  `,
})
export class UsageMeter {
  readonly used = input.required<number>();
  /** Null means unlimited. */
  readonly limit = input.required<number | null>();
  /** Plural noun: "schemas", "sites", "seats". */
  readonly noun = input.required<string>();
  readonly upgrade = input<UpgradeOffer>('link');

  protected readonly full = computed(() => atLimit(this.used(), this.limit()));
  protected readonly percent = computed(() => {
    const limit = this.limit();
    return limit ? Math.min(100, Math.round((this.used() / limit) * 100)) : 0;
  });
  protected readonly text = computed(() => {
    const limit = this.limit();
    if (limit === null) return `${this.used()} ${this.noun()} · unlimited`;
    return `${this.used()} of ${limit} ${this.noun()}${this.full() ? ' · limit reached' : ''}`;
  });
}
