import { addDays, daysBetween } from './search-days.js';

/** Days every tracked page holds: the 90 days that end on the last day Google has, exactly the 90-day view. */
export const BACKFILL_DAYS = 90;
/** Days re-read before the last day held: Google revises its most recent figures. */
export const REVISION_DAYS = 3;
/** Characters of page URLs in one batched read: keeps each filter expression short. */
const MAX_BATCH_URL_CHARS = 2000;

/** The days a page's figures have been read for, without a gap. */
export interface PageCoverage {
  pageUrl: string;
  from: string;
  to: string;
}

/** One Search Analytics request: these pages, these days; the coverage each page holds once it is done. */
export interface PageRead {
  pages: string[];
  startDate: string;
  endDate: string;
  covered: PageCoverage[];
}

export function backfillStart(dataUntil: string): string {
  return addDays(dataUntil, -(BACKFILL_DAYS - 1));
}

/**
 * The reads that bring every page up to `dataUntil`: a page never read (or read with a gap before the window) gets
 * the whole window, the others continue from the last days they hold. Pages starting on the same day share reads,
 * as many per read as `rowLimit` holds for every one of their days with one row to spare, so no read ever needs a
 * second page of rows (Google promises no order to page by) and a full answer shows rows were left out (Google
 * compares filter values without regard to letter case, so other spellings of a URL may come back too); a range
 * longer than that is read one page at a time, in chunks
 * oldest first, so what a stopped sync leaves held has no gap. The least covered pages come first.
 */
export function planReads(
  pages: string[],
  coverage: Map<string, { from: string; to: string }>,
  dataUntil: string,
  rowLimit: number,
): PageRead[] {
  const windowStart = backfillStart(dataUntil);
  const groups = new Map<string, { from: string; pageUrl: string }[]>();
  for (const pageUrl of pages) {
    const held = coverage.get(pageUrl);
    const contiguous = held !== undefined && held.from <= windowStart && held.to >= addDays(windowStart, -1);
    const revisit = held ? addDays(held.to, -(REVISION_DAYS - 1)) : windowStart;
    const start = contiguous && revisit > windowStart ? revisit : windowStart;
    if (start > dataUntil) continue;
    const list = groups.get(start) ?? [];
    list.push({ from: contiguous ? held.from : windowStart, pageUrl });
    groups.set(start, list);
  }
  const reads: PageRead[] = [];
  for (const start of [...groups.keys()].sort()) {
    const members = groups.get(start)!.sort((a, b) => a.pageUrl.localeCompare(b.pageUrl));
    const days = daysBetween(start, dataUntil) + 1;
    // One row to spare: a read that comes back full was cut (see readWasCut).
    const capacity = Math.max(1, rowLimit - 1);
    if (capacity < days) {
      for (const { from, pageUrl } of members) {
        for (let chunk = start; chunk <= dataUntil; chunk = addDays(chunk, capacity)) {
          const end = [addDays(chunk, capacity - 1), dataUntil].sort()[0]!;
          reads.push({ pages: [pageUrl], startDate: chunk, endDate: end, covered: [{ pageUrl, from, to: end }] });
        }
      }
      continue;
    }
    const perRead = Math.floor(capacity / days);
    let batch: typeof members = [];
    let chars = 0;
    const flush = () => {
      if (batch.length === 0) return;
      reads.push({
        pages: batch.map((m) => m.pageUrl),
        startDate: start,
        endDate: dataUntil,
        covered: batch.map(({ from, pageUrl }) => ({ pageUrl, from, to: dataUntil })),
      });
      batch = [];
      chars = 0;
    };
    for (const member of members) {
      if (batch.length >= perRead || (batch.length > 0 && chars + member.pageUrl.length > MAX_BATCH_URL_CHARS)) flush();
      batch.push(member);
      chars += member.pageUrl.length;
    }
    flush();
  }
  return reads;
}

/** Reads are sized to leave a row to spare: an answer of `rowLimit` rows may have lost some. */
export function readWasCut(rows: number, rowLimit: number): boolean {
  return rowLimit > 1 && rows >= rowLimit;
}

/**
 * What the stored figures hold for these pages: the days every page that has been read holds (the latest start,
 * the earliest end), and how many pages are not held through `to` yet.
 */
export function heldDays(
  pages: string[],
  coverage: Map<string, { from: string; to: string }>,
  to: string,
): {
  held: { from: string; to: string } | null;
  behind: number;
} {
  let from: string | null = null;
  let until: string | null = null;
  let behind = 0;
  for (const pageUrl of pages) {
    const held = coverage.get(pageUrl);
    if (!held || held.to < to) behind += 1;
    if (!held) continue;
    if (from === null || held.from > from) from = held.from;
    if (until === null || held.to < until) until = held.to;
  }
  return { held: from !== null && until !== null && from <= until ? { from, to: until } : null, behind };
}
