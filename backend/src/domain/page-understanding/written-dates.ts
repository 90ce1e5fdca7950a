/**
 * Dates as pages write them, in words or digits, turned into ISO 8601 dates or local date-times (no time zone: a
 * page that writes "20h30" states no offset). A numeric date is read only where its order is certain.
 */
import { clockTime } from './clock-time.js';

const MONTHS: [number, string[]][] = [
  [
    1,
    [
      'january',
      'jan',
      'januar',
      'jänner',
      'janvier',
      'janv',
      'enero',
      'ene',
      'gennaio',
      'gen',
      'januari',
      'janeiro',
      'stycznia',
      'styczeń',
      'sty',
      'ledna',
      'leden',
      'ianuarie',
      'január',
      'tammikuuta',
      'ocak',
      'января',
      'ιανουαρίου',
    ],
  ],
  [
    2,
    [
      'february',
      'feb',
      'februar',
      'février',
      'févr',
      'fevrier',
      'febrero',
      'febbraio',
      'februari',
      'fevereiro',
      'fev',
      'lutego',
      'luty',
      'lut',
      'února',
      'únor',
      'februarie',
      'február',
      'helmikuuta',
      'şubat',
      'февраля',
      'φεβρουαρίου',
    ],
  ],
  [
    3,
    [
      'march',
      'mar',
      'märz',
      'maerz',
      'mars',
      'marzo',
      'maart',
      'março',
      'marco',
      'mrt',
      'marts',
      'marca',
      'marzec',
      'března',
      'březen',
      'martie',
      'március',
      'maaliskuuta',
      'mart',
      'марта',
      'μαρτίου',
    ],
  ],
  [
    4,
    [
      'april',
      'apr',
      'avril',
      'avr',
      'abril',
      'abr',
      'aprile',
      'kwietnia',
      'kwiecień',
      'kwi',
      'dubna',
      'duben',
      'aprilie',
      'április',
      'huhtikuuta',
      'nisan',
      'апреля',
      'απριλίου',
    ],
  ],
  [
    5,
    [
      'may',
      'mai',
      'mayo',
      'maggio',
      'mag',
      'mei',
      'maio',
      'maj',
      'maja',
      'května',
      'květen',
      'május',
      'toukokuuta',
      'mayıs',
      'мая',
      'μαΐου',
    ],
  ],
  [
    6,
    [
      'june',
      'jun',
      'juni',
      'juin',
      'junio',
      'giugno',
      'giu',
      'junho',
      'czerwca',
      'czerwiec',
      'cze',
      'června',
      'červen',
      'iunie',
      'június',
      'kesäkuuta',
      'haziran',
      'июня',
      'ιουνίου',
    ],
  ],
  [
    7,
    [
      'july',
      'jul',
      'juli',
      'juillet',
      'juil',
      'julio',
      'luglio',
      'lug',
      'julho',
      'lipca',
      'lipiec',
      'lip',
      'července',
      'červenec',
      'iulie',
      'július',
      'heinäkuuta',
      'temmuz',
      'июля',
      'ιουλίου',
    ],
  ],
  [
    8,
    [
      'august',
      'aug',
      'août',
      'aout',
      'agosto',
      'ago',
      'augustus',
      'augusti',
      'sierpnia',
      'sierpień',
      'srpna',
      'srpen',
      'augusztus',
      'elokuuta',
      'ağustos',
      'августа',
      'αυγούστου',
    ],
  ],
  [
    9,
    [
      'september',
      'sep',
      'sept',
      'septembre',
      'septiembre',
      'settembre',
      'set',
      'setembro',
      'września',
      'wrzesień',
      'wrz',
      'září',
      'septembrie',
      'szeptember',
      'syyskuuta',
      'eylül',
      'сентября',
      'σεπτεμβρίου',
    ],
  ],
  [
    10,
    [
      'october',
      'oct',
      'oktober',
      'okt',
      'octobre',
      'octubre',
      'ottobre',
      'ott',
      'outubro',
      'out',
      'października',
      'październik',
      'paź',
      'října',
      'říjen',
      'octombrie',
      'október',
      'lokakuuta',
      'ekim',
      'октября',
      'οκτωβρίου',
    ],
  ],
  [
    11,
    [
      'november',
      'nov',
      'novembre',
      'noviembre',
      'novembro',
      'listopada',
      'listopadu',
      'listopad',
      'lis',
      'noiembrie',
      'marraskuuta',
      'kasım',
      'ноября',
      'νοεμβρίου',
    ],
  ],
  [
    12,
    [
      'december',
      'dec',
      'dezember',
      'dez',
      'décembre',
      'decembre',
      'diciembre',
      'dic',
      'dicembre',
      'dezembro',
      'desember',
      'grudnia',
      'grudzień',
      'gru',
      'prosince',
      'prosinec',
      'decembrie',
      'joulukuuta',
      'aralık',
      'декабря',
      'δεκεμβρίου',
    ],
  ],
];
const MONTH_OF = new Map(MONTHS.flatMap(([number, words]) => words.map((word) => [word, number] as const)));
const MONTH = `(${[...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?`;
const NOT_LETTER = '(?![\\p{L}])';

/** A day of a month, with or without its year ("dia 20 de dezembro", "24. Dezember", "Dec 24", "24.12."): one date. */
export const DAY_OF_MONTH = new RegExp(
  `(?<![\\p{L}\\d])(?:\\d{1,2}(?:\\.|er|st|nd|rd|th|º)?\\s+(?:de\\s+)?${MONTH}${NOT_LETTER}|${MONTH}${NOT_LETTER}\\s+\\d{1,2}(?!\\d)|\\d{1,2}\\.\\d{1,2}\\.)`,
  'iu',
);

/** "7 mars 2026", "7. März 2026", "7 de marzo de 2026", "1er mars 2026", "7th March 2026", "16 enero, 2027" (The Events Calendar). */
const DAY_MONTH_YEAR = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2})(?:\\.|er|st|nd|rd|th|º)?\\s+(?:de\\s+)?${MONTH}${NOT_LETTER},?\\s+(?:de\\s+|del\\s+)?((?:19|20)\\d\\d)(?!\\d)`,
  'iu',
);
/** "March 7, 2026", "March 7th 2026". */
const MONTH_DAY_YEAR = new RegExp(
  `(?<![\\p{L}\\d])${MONTH}${NOT_LETTER}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d\\d)(?!\\d)`,
  'iu',
);
/** Between the two days of a range: "16.–17. März", "16-17 March", "du 16 au 17 mars", "16 bis 17", "del 16 al 17". */
const RANGE_SEPARATOR = '\\s*(?:[–—-]|bis|au|to|till|al|a|tot|do|t\\.o\\.m\\.)\\s*';
/** "16.–17. März 2027", "16–17 March 2027", "du 16 au 17 mars 2027", "Tuesday 16 – Wednesday 17 March 2027". */
const DAY_RANGE_MONTH_YEAR = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2})(?:\\.|er|st|nd|rd|th)?${RANGE_SEPARATOR}(?:\\p{L}{3,}\\.?,?\\s+)?(\\d{1,2})(?:\\.|st|nd|rd|th)?\\s+(?:de\\s+)?${MONTH}${NOT_LETTER}\\s+(?:de\\s+|del\\s+)?((?:19|20)\\d\\d)(?!\\d)`,
  'iu',
);
/** "15, 16 y 17 de mayo de 2026", "15, 16 and 17 May 2026", "15., 16. und 17. Mai 2026": days listed one by one. */
const DAY_LIST_MONTH_YEAR = new RegExp(
  `(?<![\\p{L}\\d])((?:\\d{1,2}\\.?\\s*,\\s*)+\\d{1,2}\\.?\\s*(?:,|y|and|und|et|e|en|i|og|och|a)\\s*\\d{1,2})\\.?\\s+(?:de\\s+)?${MONTH}${NOT_LETTER}\\s+(?:de\\s+|del\\s+)?((?:19|20)\\d\\d)(?!\\d)`,
  'iu',
);
/** "March 16–17, 2027". */
const MONTH_DAY_RANGE_YEAR = new RegExp(
  `(?<![\\p{L}\\d])${MONTH}${NOT_LETTER}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*[–—-]\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d\\d)(?!\\d)`,
  'iu',
);
/** "16.–17.03.2027". */
const NUMERIC_DAY_RANGE = /(?<![\d./-])(\d{1,2})\.?\s*[–—-]\s*(\d{1,2})\.(\d{1,2})\.((?:19|20)\d\d)(?!\d)/;

/** Year, month word, day: Hungarian "2027. július 16." */
const YEAR_MONTH_DAY = new RegExp(`(?<![\\d])((?:19|20)\\d\\d)\\.?\\s+${MONTH}${NOT_LETTER}\\s+(\\d{1,2})\\.?(?!\\d)`, 'iu');

/** Year first, which no order can misread: "2026年11月26日" (Japanese, Chinese), "2026년 11월 18일", "2026/12/05". */
const YEAR_FIRST =
  /(?<![\d./-])((?:19|20)\d\d)(?:\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]|([/.])(\d{1,2})\4(\d{1,2})(?![\d./-]?\d))/u;

/** "03.02.2026", "7/3/2026", "2026-03-07". */
const NUMERIC = /(?<![\d./-])(\d{1,2})([./])(\d{1,2})\2((?:19|20)\d\d)(?![\d./-]?\d)/;
const ISO = /(?<![\d-])((?:19|20)\d\d)-(\d\d)-(\d\d)(?![\d-])/;

/**
 * A clock time right after the date: "à 20h30", ", 19:30 Uhr", "at 8:30 pm", "um 19 Uhr", "- 20h", "@ 20:00", "kl. 19.30", "om
 * 20.00 uur", "o godz. 18:00", "v 19:00", "（土）14:00", "18:30開演" (a Japanese word may follow it unspaced). Groups: 1 the lead-in word, 2 hour, 3 minutes' separator,
 * 4 minutes, 5 am/pm, Uhr, uur or h.
 */
const CLOCK_AFTER =
  /^\s*(?:[,·•|–—@-]\s*)?(?:[(（][^)）]{1,12}[)）]\s*)?(?:(à|at|um|a las|a la|alle|alle ore|om|às|ab|from|dès|starting at|kl\.?|klokken|klockan|o godz\.?|godz\.?|o|v|ve)\s*)?(\d{1,2})(?:([:h.])(\d\d))?\s*(a\.?m\.?|p\.?m\.?|uhr|uur|h(?![\p{L}\d]))?(?![\p{Script=Latin}\d])/iu;
/** Lead-ins after which "19.30" is a time (Scandinavian "kl.", Dutch "om", Polish "godz."): elsewhere it may be money. */
const DOTTED_TIME_LEAD = /^(?:kl\.?|klokken|klockan|om|o godz\.?|godz\.?)$/i;

/** Languages (and English regions) that write the day before the month in digits: 7/3/2026 is the 7th of March. */
const DAY_FIRST = /^(?:de|fr|es|it|nl|pt|da|sv|nb|no|fi|pl|cs|el|tr|ru|en-(?:gb|ie|au|nz|in|za))\b/i;
const MONTH_FIRST = /^en-us\b/i;

/** Around a year: "samedi 7 septembre de " before it, " à 20h30" or ", 7:30 p.m." after it. */
const WINDOW_BEFORE = 40;
const WINDOW_AFTER = 24;

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${year}-${pad(month)}-${pad(day)}` : null;
}

function numericOrder(first: number, second: number, separator: string, lang: string | null): [number, number] | null {
  // Dotted dates are day first wherever they are written (7.3.2026); slashes follow the page's language.
  if (separator === '.' || (lang && DAY_FIRST.test(lang))) return [first, second];
  if (lang && MONTH_FIRST.test(lang)) return [second, first];
  // Without a language that says the order, only a date no other order could read: 13/3/2026.
  if (first > 12 && second <= 12) return [first, second];
  if (second > 12 && first <= 12) return [second, first];
  return null;
}

/** The time written right after a date, as `HH:MM`; null when none is written. */
function clockAfter(rest: string): string | null {
  const match = CLOCK_AFTER.exec(rest);
  if (!match) return null;
  const [, lead, hourText, separator, minutes, suffix] = match;
  const marker = suffix?.toLowerCase().replace(/\./g, '');
  if (separator === '.' && !DOTTED_TIME_LEAD.test(lead ?? '') && marker !== 'uhr' && marker !== 'uur') return null;
  // A bare number after a date ("7 mars 2026 2 places") is no time: a time has minutes or says am, pm, Uhr or h.
  if (!minutes && !marker) return null;
  // Single-letter lead-ins ("o", "v") only with minutes: "3 listopada 2026 o 5 osób" states no time.
  if (lead && lead.length === 1 && !minutes) return null;
  // "13 pm" is no time.
  if ((marker === 'am' || marker === 'pm') && Number(hourText) > 12) return null;
  return clockTime(Number(hourText), Number(minutes ?? 0), marker);
}

/**
 * A range of days in one month, as written ("16.–17. März 2027", "16–17 March 2027", "du 16 au 17 mars 2027", "March
 * 16–17, 2027", "16.–17.03.2027", "15, 16 y 17 de mayo de 2026"): its first and last day as ISO dates; null when the text writes none, or the days
 * do not make a range (the second before the first).
 */
export function dateRangeIn(text: string): { start: string; end: string; index: number; length: number } | null {
  const found: { index: number; length: number; year: number; month: number; first: number; last: number }[] = [];
  const words = DAY_RANGE_MONTH_YEAR.exec(text);
  if (words)
    found.push({
      index: words.index,
      length: words[0].length,
      year: Number(words[4]),
      month: MONTH_OF.get(words[3]!.toLowerCase())!,
      first: Number(words[1]),
      last: Number(words[2]),
    });
  // Days listed one by one make a range only where they follow each other ("15, 16 y 17"; "3 and 17" are two days).
  const listed = DAY_LIST_MONTH_YEAR.exec(text);
  const days = listed ? listed[1]!.match(/\d{1,2}/g)!.map(Number) : [];
  if (listed && days.every((day, i) => i === 0 || day === days[i - 1]! + 1))
    found.push({
      index: listed.index,
      length: listed[0].length,
      year: Number(listed[3]),
      month: MONTH_OF.get(listed[2]!.toLowerCase())!,
      first: days[0]!,
      last: days.at(-1)!,
    });
  const monthFirst = MONTH_DAY_RANGE_YEAR.exec(text);
  if (monthFirst)
    found.push({
      index: monthFirst.index,
      length: monthFirst[0].length,
      year: Number(monthFirst[4]),
      month: MONTH_OF.get(monthFirst[1]!.toLowerCase())!,
      first: Number(monthFirst[2]),
      last: Number(monthFirst[3]),
    });
  const digits = NUMERIC_DAY_RANGE.exec(text);
  if (digits)
    found.push({
      index: digits.index,
      length: digits[0].length,
      year: Number(digits[4]),
      month: Number(digits[3]),
      first: Number(digits[1]),
      last: Number(digits[2]),
    });
  const range = found.sort((a, b) => a.index - b.index)[0];
  if (!range || range.last <= range.first) return null;
  const start = isoDate(range.year, range.month, range.first);
  const end = isoDate(range.year, range.month, range.last);
  return start && end ? { start, end, index: range.index, length: range.length } : null;
}

const monthOf = (word: string) => MONTH_OF.get(word.toLowerCase())!;
/** Each written form of a date and how its match gives the day (null where a numeric date's order is not certain). */
const DATE_FORMS: [RegExp, (match: RegExpExecArray, lang: string | null) => string | null][] = [
  [DAY_MONTH_YEAR, (m) => isoDate(Number(m[3]), monthOf(m[2]!), Number(m[1]))],
  [MONTH_DAY_YEAR, (m) => isoDate(Number(m[3]), monthOf(m[1]!), Number(m[2]))],
  [
    NUMERIC,
    (m, lang) => {
      const order = numericOrder(Number(m[1]), Number(m[3]), m[2]!, lang);
      return order ? isoDate(Number(m[4]), order[1], order[0]) : null;
    },
  ],
  [YEAR_MONTH_DAY, (m) => isoDate(Number(m[1]), monthOf(m[2]!), Number(m[3]))],
  [YEAR_FIRST, (m) => isoDate(Number(m[1]), Number(m[2] ?? m[5]), Number(m[3] ?? m[6]))],
  [ISO, (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3]))],
];

/** The word or dash between two dates that makes them a run ("bis", "to", "until", "au", "al", "tot", "–"). */
const RUN_BETWEEN = /\s*(?:–|—|-|\bbis\b|\bto\b|\buntil\b|\btill\b|\bau\b|\bal\b|\btot\b|\bt\/m\b|\bdo\b|jusqu['’]au)\s*/i;

/**
 * Two dates written as a run across months ("21.03.2026 bis 30.08.2026", "21. März – 30. August 2026"): its first
 * and last day, the first borrowing the year the last writes where it gives none.
 */
export function dateRunIn(text: string, lang: string | null): { start: string; end: string } | null {
  const between = RUN_BETWEEN.exec(text);
  if (!between) return null;
  const [left, right] = [text.slice(0, between.index), text.slice(between.index + between[0].length)];
  const end = dateIn(right, lang);
  const year = end?.slice(0, 4);
  const start = dateIn(left, lang) ?? (year && !/\b(?:19|20)\d\d\b/.test(left) ? dateIn(`${left.trim()} ${year}`, lang) : null);
  // Days with their times ("16/01/2027, 21:30 – 17/01/2027, 00:00") are a start and an end, read as such elsewhere.
  if (!start || !end || start.includes('T') || end.includes('T')) return null;
  return end > start ? { start, end } : null;
}

/**
 * The first date a text writes, with the time written right after it: `samedi 7 mars 2026 à 20h30` ->
 * `2026-03-07T20:30`, `03.02.2026` -> `2026-02-03`. `lang` is the page's language (`de`, `en-US`); null when none
 * is written or a numeric date's order is not certain.
 */
export function dateIn(text: string, lang: string | null): string | null {
  const candidates = DATE_FORMS.flatMap(([form, dayOf]) => {
    const match = form.exec(text);
    return match ? [{ index: match.index, end: match.index + match[0].length, date: dayOf(match, lang) }] : [];
  });
  // A range of days starts on its first day ("16.–17. März 2027" starts on 2027-03-16).
  const range = dateRangeIn(text);
  if (range) candidates.push({ index: range.index, end: range.index + range.length, date: range.start });
  const found = candidates.sort((a, b) => a.index - b.index)[0];
  if (!found?.date) return null;
  const time = clockAfter(text.slice(found.end));
  return time ? `${found.date}T${time}` : found.date;
}

/** Every date a text writes in a form `dateIn` reads (at most `max`), for checking a value against the page. */
export function datesIn(text: string, lang: string | null, max = 20): string[] {
  const found = new Set<string>();
  let looked = 0;
  // Linear: each year written is read once, within the few words around it that can make up its date and time.
  for (const year of text.matchAll(/(?:19|20)\d\d(?!\d)/g)) {
    if (++looked > max * 3 || found.size >= max) break;
    // The window starts at a word's start, so a cut "12" never reads as "2".
    const from = Math.max(0, year.index - WINDOW_BEFORE);
    const start = from === 0 ? 0 : text.indexOf(' ', from) + 1 || year.index;
    const window = text.slice(Math.min(start, year.index), year.index + 4 + WINDOW_AFTER);
    const date = dateIn(window, lang);
    if (date) found.add(date);
    // A range states its last day too.
    const range = dateRangeIn(window);
    if (range) found.add(range.end);
  }
  return [...found];
}
