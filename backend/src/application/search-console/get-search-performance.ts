import type { PerformancePageView, PublishImpactView, SearchPerformanceReport } from '@sdn/contracts';
import type { Schema } from '../../domain/schema/schema.js';
import { publishImpact, MAX_IMPACT_WINDOW_DAYS } from '../../domain/search-console/publish-impact.js';
import { addDays, pacificDay } from '../../domain/search-console/search-days.js';
import { heldDays } from '../../domain/search-console/sync-plan.js';
import { changeBetween, sumMetrics, type PageDay } from '../../domain/search-console/search-metrics.js';
import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { ClientSiteRepository } from '../../ports/client-site-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { SchemaHistory } from '../../ports/schema-history.js';
import type { SchemaRepository } from '../../ports/schema-repository.js';
import type { SearchConsoleStore } from '../../ports/search-console-store.js';
import type { Actor } from '../shared/actor.js';
import { configured, freshnessOf, requireConnection, searchConsoleSite, type SearchConsoleGoogle } from './search-console-access.js';

/** Impacts are computed for publishes whose 28-day "before" window is inside the data loaded. */
const IMPACT_LOOKBACK_DAYS = 120;

/**
 * The Performance tab: totals and a row per page with a published schema for the last 28 or 90 days of data
 * (against the period before), the daily series with publish events, each published schema's before/after, and
 * the pages Google reported that did not match a schema URL exactly.
 */
export class GetSearchPerformance {
  constructor(
    private readonly sites: ClientSiteRepository,
    private readonly schemas: SchemaRepository,
    private readonly history: SchemaHistory,
    private readonly store: SearchConsoleStore,
    private readonly google: SearchConsoleGoogle | null,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, clientId: string, daysParam: unknown): Promise<SearchPerformanceReport> {
    const days = daysParam === undefined ? 28 : Number(daysParam);
    if (days !== 28 && days !== 90) throw new ValidationError(fieldErrors({ days: ['Must be 28 or 90'] }));
    const site = await searchConsoleSite(this.sites, actor, clientId);
    configured(this.google);
    const connection = requireConnection(await this.store.find(site.id));
    const to = connection.dataUntil ?? addDays(pacificDay(this.clock.now()), -2);
    const from = addDays(to, -(days - 1));
    const previousFrom = addDays(from, -days);
    const loadFrom = addDays(to, -Math.max(2 * days, IMPACT_LOOKBACK_DAYS + MAX_IMPACT_WINDOW_DAYS));
    const [published, events, rows, unmatched, coverage] = await Promise.all([
      this.publishedSchemas(site.id),
      this.history.listBySite(site.id),
      this.store.listDays(site.id, loadFrom, to),
      this.store.listUnmatched(site.id),
      this.store.pageCoverage(site.id),
    ]);
    const byPage = groupBy(rows, (row) => row.pageUrl);
    const schemasByPage = groupBy(published, (schema) => schema.pageUrl);
    const inRange = (list: PageDay[], start: string, end: string) => list.filter((d) => d.day >= start && d.day <= end);

    const pages: PerformancePageView[] = [...schemasByPage.entries()].map(([pageUrl, schemas]) => {
      const list = byPage.get(pageUrl) ?? [];
      const now = sumMetrics(inRange(list, from, to));
      const previous = sumMetrics(inRange(list, previousFrom, addDays(from, -1)));
      return { pageUrl, schemas: schemas.map(schemaRef), ...now, previous, change: changeBetween(now, previous) };
    });
    pages.sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions || a.pageUrl.localeCompare(b.pageUrl));

    const publishedRows = rows.filter((row) => schemasByPage.has(row.pageUrl));
    const now = sumMetrics(inRange(publishedRows, from, to));
    const previous = sumMetrics(inRange(publishedRows, previousFrom, addDays(from, -1)));
    const series = [];
    const perDay = groupBy(inRange(publishedRows, from, to), (row) => row.day);
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const total = sumMetrics(perDay.get(day) ?? []);
      series.push({ day, clicks: total.clicks, impressions: total.impressions });
    }

    const lastPublish = new Map<string, Date>();
    for (const event of events) if (event.action === 'publish') lastPublish.set(event.schemaId, event.occurredAt);
    const impacts: PublishImpactView[] = published
      .map((schema) => ({ schema, publishedOn: pacificDay(lastPublish.get(schema.id) ?? schema.publishedAt ?? schema.updatedAt) }))
      .filter(({ publishedOn }) => publishedOn >= addDays(to, -IMPACT_LOOKBACK_DAYS))
      .map(({ schema, publishedOn }) => ({
        schemaId: schema.id,
        schemaName: schema.name,
        schemaType: schema.schemaType,
        pageUrl: schema.pageUrl,
        ...publishImpact(byPage.get(schema.pageUrl) ?? [], publishedOn, connection.dataUntil),
      }));

    // Each page holds 90 days once read: until the previous period is inside what every page holds, a change would
    // be invented.
    const { held, behind } = heldDays([...schemasByPage.keys()], coverage, to);
    const comparable = held !== null && held.from <= previousFrom && behind === 0;
    return {
      days,
      from,
      to,
      comparable,
      held,
      pagesBehind: behind,
      dataUntil: connection.dataUntil,
      freshness: freshnessOf(connection.dataUntil),
      totals: { ...now, previous, change: changeBetween(now, previous) },
      pages,
      series,
      events: events
        .map((event) => ({ event, day: pacificDay(event.occurredAt) }))
        // Events after the last day of data stay in: the chart shows them past its end, not as missing.
        .filter(({ day }) => day >= from)
        .map(({ event, day }) => ({
          day,
          occurredAt: event.occurredAt.toISOString(),
          action: event.action,
          schemaId: event.schemaId,
          schemaName: event.schemaName,
          pageUrl: event.pageUrl,
        })),
      impacts,
      unmatched,
    };
  }
  /** Every published schema of the site, read page by page. */
  private async publishedSchemas(siteId: string): Promise<Schema[]> {
    const all: Schema[] = [];
    for (let offset = 0; ; offset += SCHEMA_PAGE) {
      const page = await this.schemas.pageBySite(siteId, { status: 'published' }, { limit: SCHEMA_PAGE, offset });
      all.push(...page.items);
      if (page.items.length < SCHEMA_PAGE || all.length >= page.total) return all;
    }
  }
}

const SCHEMA_PAGE = 500;

function schemaRef(schema: Schema) {
  return { id: schema.id, name: schema.name, schemaType: schema.schemaType };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
