import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ClientSiteDto, SearchConsoleStatus } from '@sdn/contracts';
import { StatusChip } from '../../../shared/ui/status-chip';
import { siteDomain } from './site-card';

const SEARCH_CONSOLE_LABELS: Record<SearchConsoleStatus, string> = {
  not_connected: 'Not connected',
  choose_property: 'Choose a property',
  connected: 'Connected',
  access_lost: 'Access lost',
  reconnect_needed: 'Reconnect needed',
};

/**
 * The portfolio as a list, for dozens of clients: one row per site with its health at a glance (schemas,
 * delivered, paused, invalid, last audit, SDK). Rows become stacked cards on phones, so it never scrolls sideways.
 */
@Component({
  selector: 'app-portfolio-table',
  imports: [RouterLink, DatePipe, StatusChip],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <table class="table portfolio">
      <caption class="visually-hidden">Client sites and their health</caption>
      <thead>
        <tr>
          <th scope="col">Client</th>
          <th scope="col" class="num">Schemas</th>
          <th scope="col" class="num">Published</th>
          <th scope="col" class="num">Paused</th>
          <th scope="col" class="num">Invalid</th>
          <th scope="col">Last audit</th>
          <th scope="col">SDK</th>
          <th scope="col">Search Console</th>
        </tr>
      </thead>
      <tbody>
        @for (site of sites(); track site.id) {
          <tr>
            <th scope="row" data-label="Client">
              <a [routerLink]="['/sites', site.id]">{{ site.name }}</a>
              <span class="domain">{{ domain(site) }}</span>
            </th>
            <td class="num" data-label="Schemas">{{ site.schemaCount }}</td>
            <td class="num" data-label="Published">{{ site.schemaHealth.published }}</td>
            <td class="num" data-label="Paused">{{ site.schemaHealth.paused }}</td>
            <td class="num" data-label="Invalid" [class.bad]="site.schemaHealth.invalid > 0">{{ site.schemaHealth.invalid }}</td>
            <td data-label="Last audit">
              @if (site.lastAuditAt) {
                @if (site.lastAuditScore !== null) { <strong [class.bad]="site.lastAuditScore < 60">{{ site.lastAuditScore }}</strong> · }
                <time [attr.datetime]="site.lastAuditAt">{{ site.lastAuditAt | date: 'mediumDate' }}</time>
              } @else {
                <span class="muted">No audit yet</span>
              }
            </td>
            <td data-label="SDK"><app-status-chip [value]="site.sdkStatus" /></td>
            <td data-label="Search Console" [class.bad]="needsOwner(site)" [class.muted]="site.searchConsole === 'not_connected'">
              {{ searchConsoleLabel(site) }}
            </td>
          </tr>
        }
      </tbody>
    </table>
  `,
  styles: `
    .portfolio { width: 100%; }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
    /* A row's client is data, not a column heading: the table's heading style (capitals, muted) stays off it. */
    th[scope='row'] { font-weight: 500; text-align: left; text-transform: none; letter-spacing: normal; font-size: inherit; color: inherit; }
    .domain { display: block; font-size: .8rem; color: var(--color-muted); overflow-wrap: anywhere; font-weight: 400; }
    .bad { color: var(--color-danger); font-weight: 600; }
    .muted { color: var(--color-muted); }
    @media (max-width: 640px) {
      thead { display: none; }
      tr { display: block; border-bottom: 1px solid var(--color-border); padding: .5rem 0; }
      th[scope='row'], td { display: flex; justify-content: space-between; gap: 1rem; border: 0; padding: .15rem 0; text-align: left; }
      td::before { content: attr(data-label); color: var(--color-muted); font-size: .8rem; }
      th[scope='row'] { display: block; }
    }
  `,
})
export class PortfolioTable {
  readonly sites = input.required<readonly ClientSiteDto[]>();

  protected searchConsoleLabel(site: ClientSiteDto): string {
    return SEARCH_CONSOLE_LABELS[site.searchConsole];
  }

  /** A link that stopped working needs the owner: shown like an invalid count. */
  protected needsOwner(site: ClientSiteDto): boolean {
    return site.searchConsole === 'access_lost' || site.searchConsole === 'reconnect_needed';
  }

  protected domain(site: ClientSiteDto): string {
    return siteDomain(site.websiteUrl);
  }
}
