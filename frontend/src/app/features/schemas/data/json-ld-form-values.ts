/**
 * Conversions between what Schema.org stores (ISO 8601 date-times with an offset, ISO 8601 durations, enumeration
 * members as schema.org URLs) and what the form's inputs hold (datetime-local text, hours/minutes/seconds, names).
 */

const SCHEMA_ORG_PREFIX = /^(?:https?:\/\/schema\.org\/|schema:)/;

/** "https://schema.org/InStock" or "InStock" -> "InStock". */
export function enumMember(value: string): string {
  return value.replace(SCHEMA_ORG_PREFIX, '');
}

/** Google's examples write enumeration members as schema.org URLs. */
export function enumValue(member: string): string {
  return member ? `https://schema.org/${member}` : '';
}

/** A date-time split for a `datetime-local` input and an offset picker. */
export interface LocalDateTime {
  /** `YYYY-MM-DDTHH:mm` or with seconds; empty when the value holds none. */
  local: string;
  /** `+HH:MM` / `-HH:MM`; null when the value carries no offset. */
  offset: string | null;
}

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export function splitDateTime(value: string): LocalDateTime {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return { local: '', offset: null };
  const [, date, time, zone] = match;
  return { local: `${date}T${time ?? '00:00'}`, offset: zone ? normalizeOffset(zone) : null };
}

/** The ISO 8601 value with an offset: `2026-12-01T19:30:00+01:00`; empty when no date-time was entered. */
export function joinDateTime(local: string, offset: string): string {
  if (!local) return '';
  const withSeconds = /T\d{2}:\d{2}$/.test(local) ? `${local}:00` : local;
  return `${withSeconds}${offset}`;
}

function normalizeOffset(zone: string): string {
  if (zone === 'Z') return '+00:00';
  return zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}

/** The browser's offset from UTC on that date, as `+HH:MM`. */
export function localOffset(at: Date = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Every UTC offset in use, west to east (whole hours and the half/three-quarter hours some zones keep). */
export const UTC_OFFSETS: readonly string[] = [
  ...Array.from({ length: 12 }, (_, i) => `-${pad(12 - i)}:00`),
  '-09:30',
  '-03:30',
  '+00:00',
  ...Array.from({ length: 14 }, (_, i) => `+${pad(i + 1)}:00`),
  '+03:30',
  '+04:30',
  '+05:30',
  '+05:45',
  '+06:30',
  '+08:45',
  '+09:30',
  '+10:30',
  '+12:45',
  '+13:45',
].sort((a, b) => offsetMinutes(a) - offsetMinutes(b));

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

export interface DurationParts {
  hours: string;
  minutes: string;
  seconds: string;
}

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** "PT1H30M" -> 1 h 30 min; days count as 24 hours; null for what the three inputs cannot show (years, weeks). */
export function splitDuration(value: string): DurationParts | null {
  if (!value.trim()) return { hours: '', minutes: '', seconds: '' };
  const match = DURATION.exec(value.trim());
  if (!match || value.trim() === 'P' || value.trim().endsWith('T')) return null;
  const [, days, hours, minutes, seconds] = match;
  const totalHours = (days ? Number(days) * 24 : 0) + (hours ? Number(hours) : 0);
  return {
    hours: days || hours ? String(totalHours) : '',
    minutes: minutes ?? '',
    seconds: seconds ?? '',
  };
}

/** 1 h 30 min -> "PT1H30M"; empty when every part is empty or zero. */
export function joinDuration(parts: DurationParts): string {
  const units: [string, string][] = [
    [parts.hours, 'H'],
    [parts.minutes, 'M'],
    [parts.seconds, 'S'],
  ];
  const written = units
    .filter(([amount]) => amount.trim() !== '' && Number(amount) > 0)
    .map(([amount, unit]) => `${Number(amount)}${unit}`);
  return written.length ? `PT${written.join('')}` : '';
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Currencies offered first in the currency input (any ISO 4217 code may be typed). */
export const COMMON_CURRENCIES: readonly string[] = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'CNY',
  'INR',
  'BRL',
  'MXN',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'NZD',
  'ZAR',
  'SGD',
  'HKD',
  'KRW',
];
