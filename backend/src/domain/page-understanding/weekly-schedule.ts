import type { LabelledStatement, PageUnderstandingInput } from './page-statements.js';
import { openingHoursOf, type OpeningHours } from './opening-hours.js';
import { ownContent } from './proposal-context.js';
import { dateIn } from './written-dates.js';

/** The label of when something takes place ("When", "Wann", "Quand", "Cuándo", "Quando", "Wanneer"). */
const WHEN_LABEL = /^(?:when|wann|quand|cuándo|quando|wanneer|när|hvornår|når|kiedy|kdy|zeit|horario|horaire|schedule|time|times)$/;

/**
 * A class or session that takes place every week, as its details label it ("When: Tuesdays, 7:00 pm – 8:15 pm"): one or
 * two days with one time range and no date of the calendar. A yoga class, a course evening or a weekly club night is
 * a series of events (Schema.org's `eventSchedule`), not a business's opening hours.
 */
export function weeklySchedule(page: PageUnderstandingInput): { hours: OpeningHours; entry: LabelledStatement } | null {
  for (const entry of ownContent(page.statements.labelled)) {
    if (!WHEN_LABEL.test(entry.label) || dateIn(entry.value, page.lang)) continue;
    const hours = openingHoursOf(entry.value, page.lang);
    if (hours.length === 1 && hours[0]!.dayOfWeek.length <= 2) return { hours: hours[0]!, entry };
  }
  return null;
}
