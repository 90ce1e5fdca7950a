import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ClientSiteDto } from '@sdn/contracts';
import { StatusChip } from '../../../shared/ui/status-chip';

/** One site in the portfolio: name, domain, managed schemas, last audit and the SDK badge. */
@Component({
  selector: 'app-site-card',
  imports: [RouterLink, DatePipe, StatusChip],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <article class="card site-card" [attr.aria-labelledby]="'site-' + site().id">
      <header>
        <h2 [id]="'site-' + site().id"><a [routerLink]="['/sites', site().id]">{{ site().name }}</a></h2>
        <app-status-chip [value]="site().sdkStatus" />
      </header>
      <p class="domain">{{ domain() }}</p>
      <dl>
        <div><dt>Managed schemas</dt><dd>{{ site().schemaCount }}</dd></div>
        <div><dt>Last audit</dt><dd>{{ site().lastAuditAt ? (site().lastAuditAt | date: 'mediumDate') : 'No audit yet' }}@if (site().lastAuditScore !== null && site().lastAuditAt) { · score {{ site().lastAuditScore }} }</dd></div>
      </dl>
      <footer>
        <a class="btn btn-sm btn-primary" [routerLink]="['/sites', site().id]">Open</a>
        <button type="button" class="btn btn-sm" (click)="rename.emit(site())" [attr.aria-label]="'Rename ' + site().name">Rename</button>
        <button type="button" class="btn btn-sm btn-danger" (click)="remove.emit(site())" [attr.aria-label]="'Delete ' + site().name"
          [disabled]="deleting()">{{ deleting() ? 'Deleting…' : 'Delete' }}</button>
      </footer>
    </article>
  `,
  styles: `
    .site-card { display: flex; flex-direction: column; gap: .5rem; }
    header { display: flex; justify-content: space-between; align-items: flex-start; gap: .5rem; }
    h2 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
    h2 a { color: inherit; text-decoration: none; }
    h2 a:hover { text-decoration: underline; }
    .domain { color: var(--color-muted); margin: 0; overflow-wrap: anywhere; }
    dl { display: flex; gap: 1.5rem; margin: .25rem 0; }
    dt { font-size: .75rem; color: var(--color-muted); text-transform: uppercase; letter-spacing: .03em; }
    dd { margin: 0; font-weight: 500; }
    footer { display: flex; gap: .5rem; margin-top: auto; padding-top: .5rem; flex-wrap: wrap; }
  `,
})
export class SiteCard {
  readonly site = input.required<ClientSiteDto>();
  readonly deleting = input(false);
  readonly rename = output<ClientSiteDto>();
  readonly remove = output<ClientSiteDto>();

  protected readonly domain = computed(() => siteDomain(this.site().websiteUrl));
}

export function siteDomain(websiteUrl: string): string {
  try {
    return new URL(websiteUrl).host;
  } catch {
    return websiteUrl;
  }
}
