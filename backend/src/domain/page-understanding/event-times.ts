import type { PageUnderstandingInput } from './page-statements.js';
import { labelNames, ownContent, placedFrom } from './proposal-context.js';
import { clockIn } from './clock-time.js';
import type { Sourced } from './traced-node.js';

/** Doors opening as an event's page says it before the time ("Doors 7pm", "Einlass 19 Uhr", "Ouverture des portes à 19h30"). */
export const DOORS_PHRASE =
  /^(?:doors(?:\s+open)?|einlass|türöffnung|ouverture des portes|portes|apertura de puertas|apertura puertas|puertas|apertura porte|deuren open|zaal open|dørene åbner|dörrarna öppnar|insläpp)(?:\s+(?:at|ab|um|à|a las|alle|om|kl\.?))?\s*:?\s*\d/i;

/** Labels of when the doors open ("Doors", "Einlass", "Insläpp", "Ouverture des portes"). */
export const DOORS_LABEL =
  /^(?:doors|doors open|einlass|türöffnung|ouverture des portes|portes|insläpp|dörrarna öppnar|deuren open|zaal open|apertura de puertas|apertura puertas|apertura porte|dørene åbner|otwarcie drzwi)$/;

/** Labels of when an event ends ("Ende: ca. 23.00 Uhr", "End", "Fin", "Slut"). */
export const END_LABEL = /^(?:end|ends|end time|ende|fin|fine|einde|slut|loppuu|koniec|konec|término|finaliza)$/;

/** A start said in words before its time ("Début du concert à 21h00", "Show starts at 8pm", "Beginn 20 Uhr"). */
export const START_PHRASE =
  /^(?:début(?:\s+du\s+(?:concert|spectacle))?|show(?:\s+starts)?|concert(?:\s+starts)?|starts?|beginn|inicio(?:\s+del\s+(?:concierto|espectáculo))?|comienzo|inizio(?:\s+(?:del\s+)?(?:concerto|spettacolo))?|aanvang|showtime)(?:\s+(?:at|ab|um|à|a las|alle|om|kl\.?))?\s*:?\s*\d/i;

/** The clock time a label of the page's own details gives ("Insläpp: Kl. 17.30", `<dt>Einlass</dt><dd>19 Uhr</dd>`). */
export function labelledClock(page: PageUnderstandingInput, label: RegExp): Sourced<string> {
  const entry = ownContent(page.statements.labelled).find(
    (statement) => labelNames(statement.label).some((name) => label.test(name)) && clockIn(statement.value),
  );
  return entry ? [clockIn(entry.value), `"${entry.label}: ${entry.value}" at ${placedFrom(entry)}`] : [null, null];
}

/**
 * The first part of the page's own details that opens with the phrase and gives a clock time ("Ouverture des portes à
 * 19h30 · Début du concert à 21h00" holds both), as `HH:MM`, with where it was read. Labelled values, dated lines and
 * the lines beside the heading are read, part by part.
 */
export function phrasedClock(page: PageUnderstandingInput, phrase: RegExp): Sourced<string> {
  const s = page.statements;
  const texts = [
    ...ownContent(s.labelled).map((entry) => ({ text: entry.value, at: entry })),
    ...ownContent(s.dated).map((entry) => ({ text: entry.text, at: entry })),
    ...ownContent(s.headingLines ?? []).map((entry) => ({ text: entry.text, at: entry })),
  ];
  for (const { text, at } of texts) {
    for (const part of text.split(/\s+[·|•]\s+/)) {
      const clock = phrase.test(part.trim()) ? clockIn(part) : null;
      if (clock) return [clock, `"${part.trim()}" at ${placedFrom(at)}`];
    }
  }
  return [null, null];
}
