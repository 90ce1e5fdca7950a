/**
 * Opening hours as a page writes them ("Mon–Fri 9am–5pm, Sat 10am–2pm", a table of days and times, "Martedì –
 * Domenica: 12:00 – 15:00 / 19:00 – 23:00", "Segunda a Sexta: 9h00 – 19h30") -> OpeningHoursSpecification values.
 * Only what the text says: a day written "closed" gets no entry, a day without a time gets none, nothing is assumed.
 */

import { clockTime } from './clock-time.js';
import { DAY_OF_MONTH } from './written-dates.js';

export interface OpeningHours {
  /** Schema.org day URLs, in week order. */
  dayOfWeek: string[];
  /** `HH:MM`, 24-hour clock. */
  opens: string;
  closes: string;
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Day names and their usual short forms, Monday first, in English, German, French, Spanish, Italian, Dutch, Portuguese,
 * Danish, Norwegian, Swedish, Polish, Czech, Japanese, Korean and Hebrew (whose week starts on Sunday, ראשון). Czech "So" (sobota) is Saturday where German "So" is Sunday:
 * see LANGUAGE_DAYS.
 */
const DAY_NAMES: string[][] = [
  [
    'monday',
    'الاثنين',
    'الإثنين',
    '星期一',
    '週一',
    '周一',
    'mon',
    'montag',
    'mo',
    'lundi',
    'lun',
    'lunes',
    'lunedì',
    'lunedi',
    'maandag',
    'ma',
    'segunda-feira',
    'hétfő',
    'hétfőtől',
    'maanantai',
    'maanantaina',
    'luni',
    'pazartesi',
    'понедельник',
    'δευτέρα',
    'segunda',
    'segundas',
    'mondays',
    'montags',
    'seg',
    'mandag',
    'måndag',
    'man',
    'poniedziałek',
    'pon',
    'pn',
    'pondělí',
    'po',
    '月曜日',
    '月曜',
    '月',
    '월요일',
    '월',
    'יום שני',
    'שני',
  ],
  [
    'tuesday',
    'الثلاثاء',
    '星期二',
    '週二',
    '周二',
    'tues',
    'tue',
    'dienstag',
    'di',
    'mardi',
    'mar',
    'martes',
    'martedì',
    'martedi',
    'dinsdag',
    'terça-feira',
    'kedd',
    'tiistai',
    'marți',
    'marti',
    'salı',
    'вторник',
    'τρίτη',
    'terça',
    'terças',
    'tuesdays',
    'dienstags',
    'ter',
    'tirsdag',
    'tisdag',
    'tir',
    'tis',
    'wtorek',
    'wt',
    'úterý',
    'út',
    '火曜日',
    '火曜',
    '火',
    '화요일',
    '화',
    'יום שלישי',
    'שלישי',
  ],
  [
    'wednesday',
    'الأربعاء',
    'الاربعاء',
    '星期三',
    '週三',
    '周三',
    'wed',
    'mittwoch',
    'mi',
    'mercredi',
    'mer',
    'miércoles',
    'miercoles',
    'mié',
    'mercoledì',
    'mercoledi',
    'woensdag',
    'wo',
    'quarta-feira',
    'szerda',
    'keskiviikko',
    'miercuri',
    'çarşamba',
    'среда',
    'τετάρτη',
    'quarta',
    'quartas',
    'wednesdays',
    'mittwochs',
    'qua',
    'onsdag',
    'ons',
    'środa',
    'śr',
    'středa',
    'st',
    '水曜日',
    '水曜',
    '水',
    '수요일',
    '수',
    'יום רביעי',
    'רביעי',
  ],
  [
    'thursday',
    'الخميس',
    '星期四',
    '週四',
    '周四',
    'thurs',
    'thur',
    'thu',
    'donnerstag',
    'do',
    'jeudi',
    'jeu',
    'jueves',
    'jue',
    'giovedì',
    'giovedi',
    'gio',
    'donderdag',
    'quinta-feira',
    'csütörtök',
    'torstai',
    'joi',
    'perşembe',
    'четверг',
    'πέμπτη',
    'quinta',
    'quintas',
    'thursdays',
    'donnerstags',
    'qui',
    'torsdag',
    'tors',
    'tor',
    'czwartek',
    'czw',
    'čtvrtek',
    'čt',
    '木曜日',
    '木曜',
    '木',
    '목요일',
    '목',
    'יום חמישי',
    'חמישי',
  ],
  [
    'friday',
    'الجمعة',
    '星期五',
    '週五',
    '周五',
    'fri',
    'freitag',
    'fr',
    'vendredi',
    'ven',
    'viernes',
    'vie',
    'venerdì',
    'venerdi',
    'vrijdag',
    'vr',
    'sexta-feira',
    'péntek',
    'péntekig',
    'perjantai',
    'vineri',
    'cuma',
    'пятница',
    'παρασκευή',
    'sexta',
    'sextas',
    'fridays',
    'freitags',
    'sex',
    'fredag',
    'fre',
    'piątek',
    'pt',
    'pátek',
    'pá',
    '金曜日',
    '金曜',
    '金',
    '금요일',
    '금',
    'יום שישי',
    'שישי',
  ],
  [
    'saturday',
    'السبت',
    '星期六',
    '週六',
    '周六',
    'sat',
    'samstag',
    'sonnabend',
    'sa',
    'samedi',
    'sam',
    'sábado',
    'szombat',
    'szombaton',
    'lauantai',
    'lauantaina',
    'sâmbătă',
    'sambata',
    'cumartesi',
    'суббота',
    'σάββατο',
    'sábados',
    'saturdays',
    'samstags',
    'sabado',
    'sáb',
    'sab',
    'sabato',
    'zaterdag',
    'za',
    'lørdag',
    'lördag',
    'lør',
    'lör',
    'sobota',
    'sob',
    '土曜日',
    '土曜',
    '土',
    '토요일',
    '토',
    'שבת',
  ],
  [
    'sunday',
    'الأحد',
    'الاحد',
    '星期日',
    '星期天',
    '週日',
    '周日',
    'sun',
    'sonntag',
    'so',
    'dimanche',
    'dim',
    'domingo',
    'vasárnap',
    'sunnuntai',
    'sunnuntaina',
    'duminică',
    'duminica',
    'pazar',
    'воскресенье',
    'κυριακή',
    'domingos',
    'sundays',
    'sonntags',
    'dom',
    'domenica',
    'zondag',
    'zo',
    'søndag',
    'söndag',
    'søn',
    'sön',
    'niedziela',
    'niedz',
    'nd',
    'neděle',
    'ne',
    '日曜日',
    '日曜',
    '日',
    '일요일',
    '일',
    'יום ראשון',
    'ראשון',
  ],
];
/** Words for several days at once. */
const DAY_SETS: [string[], number[]][] = [
  [
    ['weekends', 'weekend', 'wochenende', 'week-end', 'fin de semana', 'fim de semana', 'fine settimana', 'weekendy', '土日'],
    [5, 6],
  ],
  [
    [
      'weekdays',
      'werktags',
      'werktage',
      'en semaine',
      'días laborables',
      'giorni feriali',
      'doordeweeks',
      'dias úteis',
      'hverdage',
      'hverdager',
      'vardagar',
      'dni robocze',
      'pracovní dny',
      '平日',
    ],
    [0, 1, 2, 3, 4],
  ],
  [
    [
      'daily',
      'every day',
      'täglich',
      'tous les jours',
      'todos los días',
      'tutti i giorni',
      'dagelijks',
      'todos os dias',
      'alle dage',
      'alle dager',
      'dagligen',
      'codziennie',
      'denně',
      '毎日',
      '매일',
      'כל יום',
      'يومياً',
      'يوميا',
      'كل يوم',
      // Thai writes no spaces between words: "เปิดทุกวัน" (open every day) as one.
      'ทุกวัน',
      'เปิดทุกวัน',
      'mỗi ngày',
      'hàng ngày',
      'setiap hari',
      '每天',
      '每日',
    ],
    [0, 1, 2, 3, 4, 5, 6],
  ],
];
const DAY_INDEX = new Map<string, number[]>([
  ...DAY_NAMES.flatMap((names, day) => names.map((name) => [name, [day]] as [string, number[]])),
  ...DAY_SETS.flatMap(([names, days]) => names.map((name) => [name, days] as [string, number[]])),
]);
/**
 * Short day names one language reads otherwise, or that are words elsewhere (Finnish "to" is torstai, English "to" a
 * range; Finnish "la" is lauantai, French "la" an article): read only on a page in that language.
 */
const shortDays = (...names: string[]) => new Map(names.map((name, day) => [name, [day]] as [string, number[]]));
const LANGUAGE_DAYS: Record<string, Map<string, number[]>> = {
  cs: new Map([['so', [5]]]),
  sk: new Map([['so', [5]]]),
  fi: shortDays('ma', 'ti', 'ke', 'to', 'pe', 'la', 'su'),
  hu: shortDays('h', 'k', 'sze', 'cs', 'p', 'szo', 'v'),
  ru: shortDays('пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'),
  tr: shortDays('pzt', 'sal', 'çar', 'per', 'cum', 'cmt', 'paz'),
};
const alternatives = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).join('|');
const DAY = alternatives(DAY_INDEX.keys());

/** The day names read on a page in each language with short day names of its own (see LANGUAGE_DAYS). */
const LANGUAGE_DAY_NAMES = Object.entries(LANGUAGE_DAYS).map(
  ([lang, days]) => [lang, alternatives([...DAY_INDEX.keys(), ...days.keys()])] as const,
);
const dayWordOf = (days: string) => new RegExp(`(?<![\\p{L}\\d])(?:${days})\\.?(?![\\p{L}\\d])`, 'iu');
/** A day name or a word for several days, as a word of its own, in any of the languages above. */
export const DAY_WORD = dayWordOf(DAY);
const LANGUAGE_DAY_WORD = new Map(LANGUAGE_DAY_NAMES.map(([lang, days]) => [lang, dayWordOf(days)]));
/** DAY_WORD on a page in `lang`, with that language's own short day names ("ma–pe" on a Finnish page). */
export const dayWordIn = (lang: string | null): RegExp => LANGUAGE_DAY_WORD.get((lang ?? '').slice(0, 2).toLowerCase()) ?? DAY_WORD;

/** `9`, `9am`, `9:30`, `9.30`, `9h30`, `9 h 30`, `19 Uhr`, Flemish `9u00`. */
const TIME = String.raw`(\d{1,2})(?:\s?(?::|\.|h|u(?=\d{2}))\s?(\d{2})|\s?(h)(?![\p{L}\d]))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?(?:\s*uhr)?`;
const RANGE = String.raw`(?:\s*[–—〜～-]\s*|\s+(?:to|till|until|bis|à|a|al|alle|tot|até|às|as|til|do)\s+)`;
const WRITTEN_RANGE = new RegExp(`${TIME}${RANGE}${TIME}`, 'iu');
/**
 * A table's Open and Close cells read as one line ("Monday 6:00 am 8:30 pm"): two clock times side by side with
 * nothing between them are a range, where the text writes no range at all.
 */
const CELL_TIMES = /(\d{1,2}[:.]\d{2}(?:\s*[ap]\.?\s?m\.?)?)\s+(\d{1,2}[:.]\d{2}(?:\s*[ap]\.?\s?m\.?)?)/gi;
const CLOSED = String.raw`closed|geschlossen|ruhetag|fermé|fermée|cerrado|chiuso|gesloten|encerrado|fechado|lukket|stengt|stängt|nieczynne|zamknięte|zavřeno|zárva|suljettu|închis|kapalı|выходной|закрыто|κλειστό|定休日|休み|مغلق`;
const DAY_TO_DAY = String.raw`\s*[–—〜～-]\s*|\s+(?:to|through|thru|bis|au|à|a|al|alla|allo|tot|t/m|até|til|till|do|až)\s+|\s*至\s*`;
/** What may stand between two time ranges of the same days ("12:00 – 15:00 / 19:00 – 23:00", "9–12 und 14–18"). */
// Meal words name the two sittings of one day ("Lunch 11:30am – 2:30pm Dinner 5pm – 9:30pm"), not a new group of days.
const BETWEEN_TIMES =
  /^(?:[\s/,;&+|、:]|(?:and|und|et|e|y|en|ou|o|oder|or|de|from|von|dalle|van|das|des|du|og|och|i|a|od|lunch|dinner|breakfast|brunch|mittag|mittags|abend|abends|déjeuner|dîner|almuerzo|comida|cena|cenas|pranzo|lunsj|middag|frokost)(?![\p{L}]))*$/iu;

/**
 * Hours of something other than the place's doors ("Balie bemand ma–vr 09:00–21:00", "Kitchen: Tue–Sun 12–21",
 * "Rezeption Mo–Fr", "Accueil téléphonique du lundi au vendredi", "Customer service Mon–Fri") are that thing's hours, not
 * the opening hours: a day group the text introduces with such a word (a few words before its first day, no number in
 * between, so a phone number's "Tel. 030 …" before real hours does not count) is left out, up to the end of its sentence.
 */
const OTHER_SUBJECT = String.raw`front desk|reception|kitchen|phone lines?|telephone|customer service|customer support|helpline|hotline|balie|receptie|keuken|klantenservice|telefonisch|rezeption|küche|kundenservice|kundendienst|accueil|service client|cuisine|recepción|cocina|atención al cliente|cucina|servizio clienti|centralino|receção|recepção|cozinha|atendimento`;
/** Text that may stand between such a word and its days ("Balie bemand", "Kitchen open", "Accueil téléphonique du"). */
const OTHER_LEAD = /^[^\d.!?]{0,30}$/u;
/** The end of a sentence or line: the hours of something else end there. */
const SENTENCE_END = /[.!?](?:\s|$)|\n/;

const tokenOf = (days: string) =>
  new RegExp(
    String.raw`(?<other>(?<![\p{L}])(?:${OTHER_SUBJECT})(?![\p{L}]))|(?<range>(?<![\d.,])(?<!\d:)${TIME}${RANGE}${TIME})|(?<![\p{L}\d])(?<day>${days})\.?(?![\p{L}\d])|(?<closed>(?<![\p{L}])(?:${CLOSED})(?![\p{L}]))|(?<to>${DAY_TO_DAY})`,
    'giu',
  );
const TOKEN = tokenOf(DAY);
/** The token pattern of each language with short day names of its own (see LANGUAGE_DAYS). */
const LANGUAGE_TOKEN = new Map(LANGUAGE_DAY_NAMES.map(([lang, days]) => [lang, tokenOf(days)]));

const MAX_TEXT = 600;

const DAY_LIST = String.raw`(?:${DAY})\.?(?:\s*(?:,|、|・|/|&|and|und|et|e|y|en|og|och)\s*(?:${DAY})\.?)*`;
/** "closed (on) Mondays", "定休日:水曜日", "Montag Ruhetag", "Lundi : fermé": the days named closed, each day alone. */
const CLOSED_DAYS = new RegExp(
  String.raw`(?<![\p{L}])(?:${CLOSED})(?![\p{L}])\s*(?:on\s+|le\s+|am\s+|el\s+|[:：]\s*)?(?<after>${DAY_LIST})(?![\p{L}\d])|(?<![\p{L}\d])(?<before>${DAY_LIST})\s*[:：]?\s*(?:${CLOSED})(?![\p{L}])`,
  'giu',
);

/** Each day word of a list of closed days. */
const DAY_IN_LIST = new RegExp(`(?<![\\p{L}])(?:${DAY})(?![\\p{L}])`, 'giu');

function closedDays(text: string, ownDays: Map<string, number[]> | undefined): Set<number> {
  const closed = new Set<number>();
  for (const match of text.matchAll(CLOSED_DAYS)) {
    const list = match.groups!['after'] ?? match.groups!['before'] ?? '';
    for (const word of list.matchAll(DAY_IN_LIST)) {
      const days = ownDays?.get(word[0].toLowerCase()) ?? DAY_INDEX.get(word[0].toLowerCase());
      if (days?.length === 1) closed.add(days[0]!);
    }
  }
  return closed;
}

/** A written time as `HH:MM`; `suffix` is `am`/`pm` when written (or borrowed from the other end of the range). */
const clock = (hour: string, minute: string | undefined, suffix: string | null) => clockTime(Number(hour), Number(minute ?? 0), suffix, 24);

const suffixOf = (written: string | undefined) => (written ? (written.toLowerCase().startsWith('p') ? 'pm' : 'am') : null);

/**
 * `9am–5pm` -> `09:00`–`17:00`; null unless at least one end is clearly a time (minutes, `h`, am/pm or `Uhr`), or the
 * range follows its days directly (`afterDays`: "Man–fre 10–18") and reads as hours of one day (opening before closing,
 * so "Mon–Fri 9–5" is not read as 09:00 to 05:00).
 */
function timeRange(match: string, afterDays = false): { opens: string; closes: string } | null {
  const parts = new RegExp(`^${TIME}${RANGE}${TIME}$`, 'iu').exec(match.trim());
  if (!parts) return null;
  const [, h1, m1, hMark1, s1, h2, m2, hMark2, s2] = parts;
  const clearly = [m1, hMark1, s1, m2, hMark2, s2].some(Boolean) || /uhr/i.test(match);
  const bareHours = afterDays && Number(h1) < Number(h2) && Number(h2) <= 24;
  if (!clearly && !bareHours) return null;
  const closesSuffix = suffixOf(s2);
  let opensSuffix = suffixOf(s1);
  // "10–2pm": the first end borrows the second's suffix unless that would open after closing ("11–2pm" opens at 11am).
  if (!opensSuffix && closesSuffix) opensSuffix = closesSuffix === 'pm' && Number(h1) < Number(h2) && Number(h1) < 12 ? 'pm' : 'am';
  const opens = clock(h1!, m1, opensSuffix);
  const closes = clock(h2!, m2, closesSuffix);
  return opens && closes ? { opens, closes } : null;
}

/**
 * The first time range a text writes ("10h00 – 13h00", "7–10pm", "営業時間:8:00〜18:00" after its label's colon), as
 * `HH:MM`; null when none is clearly a time range.
 */
export function firstTimeRange(text: string): { opens: string; closes: string } | null {
  const found = new RegExp(`(?<![\\d.,])(?<!\\d:)${TIME}${RANGE}${TIME}`, 'iu').exec(text.slice(0, MAX_TEXT));
  return found ? timeRange(found[0]) : null;
}

/**
 * The days a text gives opening times for, grouped as written; "closed" and days without times are left out. `lang` is
 * the page's language, for the few short day names languages read differently.
 */
export function openingHoursOf(given: string, lang: string | null = null): OpeningHours[] {
  // Chinese writes days with no space around "至" (to), and the last day often short: "週一至週五" reads as "週一 至 週五",
  // "星期一至日" as "星期一 至 星期日".
  const spaced = given
    .replace(/(星期|週|周)([一二三四五六])\s*至\s*([一二三四五六日天])(?![期])/gu, '$1$2 至 $1$3')
    .replace(/([一二三四五六日天])\s*至\s*(?=[星週周])/gu, '$1 至 ');
  const text = WRITTEN_RANGE.test(spaced) ? spaced : spaced.replace(CELL_TIMES, '$1 – $2');
  const language = (lang ?? '').slice(0, 2).toLowerCase();
  const ownDays = LANGUAGE_DAYS[language];
  const found: { days: number[]; opens: string; closes: string }[] = [];
  let days: number[] = [];
  let times: { opens: string; closes: string }[] = [];
  let settled = false; // the current days were given times (or "closed"): the next day starts a new group
  let rangeFrom: number | null = null;
  let lastDay: number | null = null;
  let lastEnd = 0;
  // Set by a word naming something else ("Balie"): the next day group is that thing's, and is dropped.
  let otherFrom: number | null = null;
  let foreign = false;
  const flush = () => {
    if (!foreign) for (const time of times) found.push({ days: [...days], ...time });
    days = [];
    times = [];
    settled = false;
  };
  const token = LANGUAGE_TOKEN.get(language) ?? TOKEN;
  for (const match of text.slice(0, MAX_TEXT).matchAll(token)) {
    const groups = match.groups!;
    const gap = text.slice(lastEnd, match.index);
    lastEnd = match.index + match[0].length;
    if (groups['other']) {
      if (settled) flush();
      otherFrom = lastEnd;
      continue;
    }
    if (groups['day']) {
      const word = groups['day'].toLowerCase();
      const named = ownDays?.get(word) ?? DAY_INDEX.get(word)!;
      const day = named[named.length - 1]!;
      if (settled) flush();
      if (SENTENCE_END.test(gap)) foreign = false;
      if (otherFrom !== null && days.length === 0 && OTHER_LEAD.test(text.slice(otherFrom, match.index))) foreign = true;
      otherFrom = null;
      if (named.length > 1) rangeFrom = null;
      else if (rangeFrom !== null) {
        for (let d: number = (rangeFrom + 1) % 7, guard = 0; d !== day && guard < 7; d = (d + 1) % 7, guard++) days.push(d);
        rangeFrom = null;
      }
      days.push(...named);
      lastDay = named.length > 1 ? null : day;
    } else if (groups['to']) {
      rangeFrom = !settled && lastDay !== null && days.length > 0 ? lastDay : null;
    } else if (groups['range']) {
      rangeFrom = null;
      // "Sat & Sun 10:00 – 18:00 Bank holidays 11:00 – 16:00": the second time is not the weekend's.
      if (settled && !BETWEEN_TIMES.test(gap)) {
        flush();
        lastDay = null;
      }
      // "no domingo, dia 20 de dezembro, das 10h às 16h", "Sunday 20 December 10–4": one day's special hours, not the week's.
      if (days.length > 0 && DAY_OF_MONTH.test(gap)) {
        times = [];
        settled = true;
        continue;
      }
      const range = timeRange(groups['range'], !settled && /^[\s:.,]*$/.test(gap));
      if (range && days.length > 0) {
        times.push(range);
        settled = true;
      }
    } else if (groups['closed'] && days.length > 0) {
      rangeFrom = null;
      settled = true;
    }
  }
  flush();
  // "Daily 8am–5pm, closed Mondays", "Täglich 9–18 Uhr, Montag Ruhetag": a day the text closes is out of the group
  // that named it with others; "営業時間 8:00〜18:00 / 定休日 水曜日" gives its hours with no days but its closing day,
  // so they are every other day's.
  const closed = closedDays(text.slice(0, MAX_TEXT), ownDays);
  if (found.length === 0 && closed.size > 0 && closed.size < 7) {
    const range = firstTimeRange(text);
    if (range) found.push({ days: [0, 1, 2, 3, 4, 5, 6], ...range });
  }
  for (const entry of found) if (entry.days.length > 1) entry.days = entry.days.filter((day) => !closed.has(day));
  return found
    .filter((entry) => entry.days.length > 0)
    .map((entry) => ({ ...entry, days: [...new Set(entry.days)].sort((a, b) => a - b) }))
    .sort((a, b) => a.days[0]! - b.days[0]! || a.opens.localeCompare(b.opens))
    .map((entry) => ({ dayOfWeek: entry.days.map((day) => `https://schema.org/${WEEK[day]}`), opens: entry.opens, closes: entry.closes }));
}
