import type { JsonLdObject } from '@sdn/contracts';
import { enumMember, enumValue } from './json-ld-form-values';

/** Days in week order (Google's examples and people read Monday first), not the alphabetical order of the enum. */
export const WEEK: readonly string[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** One OpeningHoursSpecification as the editor shows it. */
export interface HoursRow {
  days: string[];
  opens: string;
  closes: string;
}

// Google: "To show a business as closed all day, set both opens and closes to 00:00"; open all day: 00:00 to 23:59.
export const CLOSED = { opens: '00:00', closes: '00:00' } as const;
export const ALL_DAY = { opens: '00:00', closes: '23:59' } as const;

export function readHours(item: unknown): HoursRow {
  const node = isNode(item) ? item : {};
  const days = ([] as unknown[])
    .concat(node['dayOfWeek'] ?? [])
    .filter((day): day is string => typeof day === 'string')
    .map(enumMember);
  return {
    days: WEEK.filter((day) => days.includes(day)),
    opens: timeText(node['opens']),
    closes: timeText(node['closes']),
  };
}

/** The item with the row's days (week order), opens and closes; other properties (validFrom...) stay. */
export function writeHours(item: unknown, row: HoursRow): JsonLdObject {
  const next: JsonLdObject = {
    ...(isNode(item) ? item : {}),
    '@type': 'OpeningHoursSpecification',
  };
  const days = WEEK.filter((day) => row.days.includes(day));
  if (days.length) next['dayOfWeek'] = days.map(enumValue);
  else delete next['dayOfWeek'];
  for (const key of ['opens', 'closes'] as const) {
    if (row[key]) next[key] = row[key];
    else delete next[key];
  }
  return next;
}

export function shortcutOf(row: HoursRow): 'closed' | 'allDay' | null {
  if (row.opens === CLOSED.opens && row.closes === CLOSED.closes) return 'closed';
  if (row.opens === ALL_DAY.opens && row.closes === ALL_DAY.closes) return 'allDay';
  return null;
}

/** "09:00:00" -> "09:00": a time input shows hours and minutes. */
function timeText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/^(\d{2}:\d{2}):00$/, '$1') : '';
}

function isNode(value: unknown): value is JsonLdObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
