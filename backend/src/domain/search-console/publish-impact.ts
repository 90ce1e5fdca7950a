import { addDays, daysBetween } from './search-days.js';
import { changeBetween, sumMetrics, type Metrics, type MetricsChange, type PageDay } from './search-metrics.js';

/** Longest window on each side of a publish date. */
export const MAX_IMPACT_WINDOW_DAYS = 28;
/** Below this many impressions in a window, a difference is mostly noise. */
export const LOW_VOLUME_IMPRESSIONS = 100;
/** Fewer days after publishing than this: Google may not have recrawled the page yet. */
const SHORT_WINDOW_DAYS = 14;

export interface PublishImpact {
  publishedOn: string;
  /** Days in each window; 0 when there is no day of data after the publish day yet. */
  windowDays: number;
  before: { from: string; to: string; metrics: Metrics } | null;
  after: { from: string; to: string; metrics: Metrics } | null;
  change: MetricsChange | null;
  caveats: string[];
}

/**
 * Before/after around a publish day: two windows of the same length, the publish day itself in neither (markup
 * went live part-way through it), as long as the data after it allows and at most 28 days.
 */
export function publishImpact(days: PageDay[], publishedOn: string, dataUntil: string | null): PublishImpact {
  const caveats = [
    'Google reports with a 1–2 day lag, and other changes in the same weeks (content, season, algorithm updates) move these figures too.',
  ];
  const available = dataUntil ? daysBetween(publishedOn, dataUntil) : 0;
  const windowDays = Math.max(0, Math.min(MAX_IMPACT_WINDOW_DAYS, available));
  if (windowDays === 0) {
    caveats.unshift('Too recent: Google has no data after the publish day yet.');
    return { publishedOn, windowDays, before: null, after: null, change: null, caveats };
  }
  const window = (from: string, to: string) => ({ from, to, metrics: sumMetrics(days.filter((d) => d.day >= from && d.day <= to)) });
  const before = window(addDays(publishedOn, -windowDays), addDays(publishedOn, -1));
  const after = window(addDays(publishedOn, 1), addDays(publishedOn, windowDays));
  if (windowDays < SHORT_WINDOW_DAYS)
    caveats.unshift(`Only ${windowDays} day${windowDays === 1 ? '' : 's'} after publishing: Google may not have recrawled the page yet.`);
  const fewest = Math.min(before.metrics.impressions, after.metrics.impressions);
  if (fewest < LOW_VOLUME_IMPRESSIONS) caveats.unshift(`Low volume (${fewest} impressions in a window): the difference may be noise.`);
  return { publishedOn, windowDays, before, after, change: changeBetween(after.metrics, before.metrics), caveats };
}
