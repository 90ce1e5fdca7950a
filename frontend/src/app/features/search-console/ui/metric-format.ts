import type { SearchMetricsChangeView } from '@sdn/contracts';

const integer = new Intl.NumberFormat('en-GB');

export function formatCount(value: number): string {
  return integer.format(value);
}

export function formatCtr(ctr: number): string {
  return `${(ctr * 100).toFixed(1)} %`;
}

export function formatPosition(position: number | null): string {
  return position === null ? '–' : position.toFixed(1);
}

/** "+25 %", "−3 %", "new" when the previous period had none. */
export function formatRelative(change: number | null, now: number): string {
  if (change === null) return now > 0 ? 'new' : '–';
  const percent = Math.round(change * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)} %`;
}

/** CTR change in percentage points. */
export function formatCtrChange(change: SearchMetricsChangeView): string {
  const points = change.ctr * 100;
  return `${points > 0 ? '+' : points < 0 ? '−' : '±'}${Math.abs(points).toFixed(1)} pt`;
}

/** Position change; moving up (a smaller number) is the good direction. */
export function formatPositionChange(change: SearchMetricsChangeView): string {
  if (change.position === null) return '–';
  const delta = -change.position;
  return `${delta > 0 ? '▲' : delta < 0 ? '▼' : '±'} ${Math.abs(delta).toFixed(1)}`;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}
