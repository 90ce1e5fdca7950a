import type { DatedStatement, LinkStatement, PageUnderstandingInput } from './page-statements.js';
import { placedFrom } from './proposal-context.js';
import { clockTime } from './clock-time.js';
import { dateIn } from './written-dates.js';

/**
 * Online events (webinars, livestreams, online workshops). A page is one only where three things hold together:
 * its title or main heading names such an event, the lines beside the heading say it is held on a platform or
 * online in so many words, and a date is written there. The words alone (a blog post about webinars) are not enough.
 */
const ONLINE_EVENT_WORD =
  /\b(?:webinars?|webinaires?|webinarios?|webinari|live[- ]?sessions?|live[- ]?streams?|livestreams?|online[- ](?:workshops?|seminars?|seminare?|kurs|events?|sessions?|classes?|masterclass)|masterclass(?:es)?|atelier en ligne|conférence en ligne|séminaire en ligne|taller online|web[- ]?séminaires?|webcasts?)\b/i;
const PLATFORM =
  /\b(?:zoom|microsoft teams|teams|livestorm|youtube live|webex|gotowebinar|go ?to ?webinar|google meet|vimeo live|streamyard|hopin)\b/i;
const ONLINE_WORDS = /\b(?:en ligne|online|virtuell|virtual|en direct|live|en línea|in diretta|digitaal)\b/i;
/** The words that register or join ("Je m'inscris", "Register now", "Jetzt anmelden", "Join on Zoom"). */
const REGISTER_WORD =
  /\b(?:regist(?:er|ration)|sign ?up|join|save (?:my|your) (?:seat|spot)|reserve|inscri(?:s|re|vez|ption|vez-vous)|m['’]inscris|anmeld(?:en|ung)|teilnehmen|registrier(?:en|ung)|inscríbete|inscripción|iscriviti|iscrizione|aanmelden|inschrijven)\b/i;
const PLATFORM_HOST = /(?:^|\.)(?:zoom|livestorm|webex|gotowebinar|goto|teams\.microsoft|youtube|vimeo|eventbrite|hopin|streamyard)\./i;
/** Said to be free in so many words ("gratuit", "kostenlos", "free of charge"). */
const FREE_WORD = /\b(?:free|gratuit(?:e|s|ement)?|kostenlos|kostenfrei|gratis|gratuito|gratuita|gratuitamente|gratuït)\b/i;
/**
 * A clock range on its own line or after a date: "11h00 – 12h00", "10:00–11:00 Uhr", "2:00 pm - 3:00 pm", "14.00-15.00".
 * Hours and minutes as written; am/pm on either end applies to both ends it does not mark.
 */
const CLOCK_RANGE =
  /(?<![\d:.])(\d{1,2})(?:[:h.](\d\d))?\s*(a\.?m\.?|p\.?m\.?)?\s*(?:[–—-]|to|bis|à|a)\s*(\d{1,2})(?:[:h.](\d\d))?\s*(a\.?m\.?|p\.?m\.?|uhr|h(?![\p{L}\d]))?(?![\p{L}\d])/iu;

export interface OnlineEvent {
  /** The event word as written ("Webinaire"). */
  word: string;
  /** The platform or online words as written ("Livestorm", "en ligne"). */
  place: string;
}

/** The heading's neighbourhood: title, main heading and the short lines beside it. */
const besideHeading = (page: PageUnderstandingInput) => [
  page.title ?? '',
  page.headings.find((heading) => heading.level === 1)?.text ?? '',
  ...(page.statements.headingLines ?? []).map((line) => line.text),
];

/** The page's own online event, when its title or heading names one and the lines beside it say where online. */
export function onlineEvent(page: PageUnderstandingInput): OnlineEvent | null {
  const word = besideHeading(page)
    .map((line) => ONLINE_EVENT_WORD.exec(line)?.[0])
    .find(Boolean);
  if (!word) return null;
  // A named platform says more than "online": it is read first.
  const lines = (page.statements.headingLines ?? []).map((line) => line.text);
  const place = [PLATFORM, ONLINE_WORDS].map((words) => lines.map((line) => words.exec(line)?.[0]).find(Boolean)).find(Boolean);
  const platformLink = (page.statements.primaryLinks ?? []).find((link) => PLATFORM_HOST.test(hostOf(link.href)));
  if (!place && !platformLink) return null;
  return { word, place: place ?? hostOf(platformLink!.href) };
}

function hostOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}

const clock = (hour: number, minutes: string | undefined, marker: string | undefined) => clockTime(hour, Number(minutes ?? 0), marker);

/** "11h00 – 12h00" -> ["11:00", "12:00"]; null unless both ends are times (minutes, am/pm, h or Uhr written). */
export function clockRangeIn(text: string): [string, string] | null {
  const match = CLOCK_RANGE.exec(text);
  if (!match) return null;
  const [, h1, m1, mark1, h2, m2, mark2] = match;
  const end = mark2 && /^(uhr|h)$/i.test(mark2) ? undefined : mark2;
  // A bare "9 - 12" is no time range (it could be ages, sizes or a page range): a time is written as one ("2 – 3 pm"
  // writes both ends as times by its closing pm).
  if (!(m1 || mark1 || end) || !(m2 || mark2)) return null;
  const start = clock(Number(h1), m1, mark1 ?? end);
  const finish = clock(Number(h2), m2, end);
  return start && finish && finish > start ? [start, finish] : null;
}

export interface OnlineEventTimes {
  start: string;
  end: string | null;
  from: string;
}

/**
 * The date beside the heading with the clock range written with it or on a line of its own beside it
 * ("Jeudi 14 janvier 2027" and "11h00 – 12h00"): start and end on that day, as the page writes them (no time zone
 * is added that the page does not write as an offset).
 */
export function onlineEventTimes(page: PageUnderstandingInput, isDateline: (date: DatedStatement) => boolean): OnlineEventTimes | null {
  const dated = page.statements.dated.find((date) => date.region === 'primary' && !isDateline(date) && dateIn(date.text, page.lang));
  if (!dated) return null;
  const date = dateIn(dated.text, page.lang)!.slice(0, 10);
  const own = clockRangeIn(dated.text);
  const line = own
    ? null
    : (page.statements.headingLines ?? []).find((entry) => !dateIn(entry.text, page.lang) && clockRangeIn(entry.text));
  const range = own ?? (line ? clockRangeIn(line.text) : null);
  if (range) {
    const from = `"${dated.text}"${line ? ` and "${line.text}"` : ''} at ${placedFrom(dated)}`;
    return { start: `${date}T${range[0]}`, end: `${date}T${range[1]}`, from };
  }
  const start = dateIn(dated.text, page.lang)!;
  return /T\d\d:\d\d/.test(start) ? { start, end: null, from: `"${dated.text}" at ${placedFrom(dated)}` } : null;
}

/** The link to register or join: a link beside the heading that says so, else one to a webinar platform. */
export function registrationLink(page: PageUnderstandingInput): LinkStatement | null {
  const links = page.statements.primaryLinks ?? [];
  return (
    links.find((link) => REGISTER_WORD.test(link.text) && !isCalendarLink(link)) ??
    links.find((link) => PLATFORM_HOST.test(hostOf(link.href))) ??
    null
  );
}

/** "Add to calendar" links carry the event's times but are no place to attend it. */
const isCalendarLink = (link: LinkStatement) => /calendar|agenda|\.ics\b/i.test(link.href) || /agenda|calendar|kalender/i.test(link.text);

/** Free in so many words on the registration link or beside the heading ("Je m'inscris gratuitement"). */
export function saidFree(page: PageUnderstandingInput, link: LinkStatement | null): string | null {
  if (link && FREE_WORD.test(link.text)) return `"${link.text}" at ${placedFrom(link)}`;
  const line = (page.statements.headingLines ?? []).find((entry) => FREE_WORD.test(entry.text) && entry.text.length <= 60);
  return line ? `"${line.text}" at ${placedFrom(line)}` : null;
}
