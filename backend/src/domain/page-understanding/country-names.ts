import { ISO_3166_COUNTRIES } from '../../engine/validation/iso-3166.js';

/** The languages whose country names are read ("Deutschland", "España", "Česká republika"), English always. */
const LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'nb',
  'fi',
  'pl',
  'cs',
  'hu',
  'ro',
  'tr',
  'el',
  'ru',
  'ja',
  'ko',
  'ar',
  'he',
  'zh',
  'th',
  'vi',
  'id',
];
/** Short forms addresses use that the locale data does not name. */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'u.s.a': 'US',
  'u.s': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u.k': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'the netherlands': 'NL',
  holland: 'NL',
  'czech republic': 'CZ',
  'česká republika': 'CZ',
  schweiz: 'CH',
  suisse: 'CH',
  svizzera: 'CH',
};

let names: Map<string, string> | undefined;

/**
 * The ISO 3166-1 code of a country an address names in full ("España" -> ES, "Deutschland" -> DE, "USA" -> US): the
 * form Google asks for in `addressCountry`, said the way the page says it. Only a whole part that is a country's name;
 * names come from the runtime's own locale data (Intl.DisplayNames), built once on first use.
 */
export function countryCode(part: string): string | null {
  const key = part.trim().replace(/\.$/, '').toLowerCase();
  if (key.length < 2 || key.length > 40 || /\d/.test(key)) return null;
  names ??= countryNames();
  return names.get(key) ?? null;
}

function countryNames(): Map<string, string> {
  const found = new Map(Object.entries(ALIASES));
  for (const language of LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of ISO_3166_COUNTRIES) {
      const name = display.of(code)?.toLowerCase();
      // "Georgia" is a country and a US state: a name that is also a region of the US is left to the address's own reading.
      if (name && !found.has(name) && !AMBIGUOUS.has(name)) found.set(name, code);
    }
  }
  return found;
}

const AMBIGUOUS = new Set(['georgia', 'jersey']);
