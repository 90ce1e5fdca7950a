import type { PageUnderstandingInput } from './page-statements.js';
import { mainHeading } from './proposal-context.js';
import type { Sourced } from './traced-node.js';

/** Words that call an event off, in the languages read. */
const CANCELLED =
  /(?<![\p{L}])(?:cancell?ed|abgesagt|annulée?|cancelad[ao]|annullat[ao]|geannuleerd|afgelast|odwołan[ya]|inställd|avlyst|aflyst|zrušen[oa]|peruttu)(?![\p{L}])/iu;
/** Words that move an event to a later date, in the languages read. */
const POSTPONED =
  /(?<![\p{L}])(?:postponed|rescheduled|verschoben|verlegt|reportée?|aplazad[ao]|pospuest[ao]|rinviat[ao]|posticipat[ao]|uitgesteld|verplaatst|przełożon[ya]|adiad[ao]|remarcad[ao]|flyttet|framflyttad|siirretty)(?![\p{L}])/iu;
/** How much text around the main heading is read: a notice stands beside the title, other events' badges further down. */
const BEFORE_HEADING = 300;
const AFTER_HEADING = 1500;

/**
 * An event's status as the page announces it beside its title ("Este evento ha sido aplazado", "Konzert abgesagt"):
 * cancelled, or moved to a later date (rescheduled where the page gives the date, postponed where it does not). A
 * page that announces nothing says nothing; Google takes a missing status as scheduled.
 */
export function eventStatus(page: PageUnderstandingInput, dated: boolean): Sourced<string> {
  const heading = mainHeading(page);
  const at = heading ? page.visibleText.indexOf(heading) : -1;
  if (at < 0) return [null, null];
  const around = page.visibleText.slice(Math.max(0, at - BEFORE_HEADING), at + heading!.length + AFTER_HEADING);
  const cancelled = CANCELLED.exec(around);
  if (cancelled) return ['https://schema.org/EventCancelled', `the words "${cancelled[0]}" beside the title`];
  const postponed = POSTPONED.exec(around);
  if (!postponed) return [null, null];
  return [
    dated ? 'https://schema.org/EventRescheduled' : 'https://schema.org/EventPostponed',
    `the words "${postponed[0]}" beside the title`,
  ];
}
