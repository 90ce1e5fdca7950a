/** One page's Search Analytics figures for one day. */
export interface PageDay {
  pageUrl: string;
  day: string;
  clicks: number;
  impressions: number;
  /** Average position of the page's impressions that day (1 is the top). */
  position: number;
}

export interface Metrics {
  clicks: number;
  impressions: number;
  /** clicks / impressions, 0 without impressions. */
  ctr: number;
  /** Impression-weighted average position, null without impressions. */
  position: number | null;
}

export interface MetricsChange {
  /** Relative change (0.25 = +25 %); null when the previous value was 0. */
  clicks: number | null;
  impressions: number | null;
  /** Difference in CTR (0.01 = one percentage point). */
  ctr: number;
  /** Difference in position (negative = moved up); null when either side has no impressions. */
  position: number | null;
}

/** Sums days into totals; the position is weighted by impressions, as Google aggregates it. */
export function sumMetrics(days: Iterable<Pick<PageDay, 'clicks' | 'impressions' | 'position'>>): Metrics {
  let clicks = 0;
  let impressions = 0;
  let weightedPosition = 0;
  for (const day of days) {
    clicks += day.clicks;
    impressions += day.impressions;
    weightedPosition += day.position * day.impressions;
  }
  return {
    clicks,
    impressions,
    ctr: impressions > 0 ? clicks / impressions : 0,
    position: impressions > 0 ? weightedPosition / impressions : null,
  };
}

const relative = (now: number, before: number) => (before === 0 ? null : (now - before) / before);

export function changeBetween(now: Metrics, before: Metrics): MetricsChange {
  return {
    clicks: relative(now.clicks, before.clicks),
    impressions: relative(now.impressions, before.impressions),
    ctr: now.ctr - before.ctr,
    position: now.position !== null && before.position !== null ? now.position - before.position : null,
  };
}
