import type { LabelledStatement, PageUnderstandingInput } from './page-statements.js';
import { countryCode } from './country-names.js';
import { contentDate, writtenDateline } from './propose-content.js';
import { labelledFrom, labelledValue, mainHeading, ownContent, placedFrom, sentencesOf, type ProposalContext } from './proposal-context.js';
import {
  CA_POSTCODE,
  LEGAL_FORM,
  employmentTypeOf,
  moneyLanguage,
  postalAddress,
  type PostalAddressValue,
  REGION,
  salaryOf,
} from './read-values.js';
import { dateIn } from './written-dates.js';
import { first, TracedNode, type Sourced } from './traced-node.js';

/*
 * A job posting from what its ad shows: title, dates, contract, place (or remote work), employer and pay, from labels,
 * the badges under the title and the ad's own sentences.
 */

/** A value labelled "Type" that reads as an employment type ("Full-time, permanent"), in the page's own content. */
export const typedEmployment = (labelled: LabelledStatement[]) =>
  ownContent(labelled).find((entry) => entry.label === 'type' && employmentTypeOf(entry.value));

/** Labels of a job ad's facts, in the languages of the corpus. */
export const EMPLOYMENT_LABEL =
  /^(employment type|employment|job type|type of employment|anstellungsart|anstellung|beschäftigungsart|arbeitszeit|vertragsart|type de contrat|type d’emploi|type d'emploi|contrat|contract type|contract|tipo de contrato|jornada|tipo di contratto|contratto|dienstverband|soort dienstverband|rodzaj umowy|wymiar etatu|wymiar pracy|typ umowy|anställningsform|omfattning|tipo de contrato|regime|regime de contratação|modalidade de contratação|tipo de vaga|tipo de contratación|modalidad de contratación|horário de trabalho|tipologia contrattuale|orario|työsuhde|työaika|çalışma şekli|고용 형태|ansættelsesform|stillingstype|pracovní poměr|úvazek|απασχόληση|είδος απασχόλησης|τύπος απασχόλησης)$/;
export const JOB_PLACE_LABEL =
  /^(location|job location|place of work|work location|where|onde|dónde|où|wo|dove|waar|hvor|var|työpaikka|työskentelypaikka|sijainti|çalışma yeri|근무지|arbeitssted|arbejdssted|arbejdsplads|arbetsplats|arbeitsort|einsatzort|dienstort|standort|lieu de travail|localisation|ubicación|lugar de trabajo|sede di lavoro|luogo di lavoro|werkplek|standplaats|local de trabalho|lokalizacja|miejsce pracy|arbetsort|ort|placering|localização|local|sede|luogo|τόπος εργασίας|τοποθεσία|περιοχή|where you['’]ll work|where you will work|dónde trabajarás|dove lavorerai|waar je gaat werken|onde você vai trabalhar|där du kommer att jobba)$/;
export const SALARY_LABEL =
  /^(pay|salary|salary range|pay range|ctc|cost to company|compensation|gehalt|vergütung|bezahlung|salaire|rémunération|salario|sueldo|retribuzione|stipendio|ral|salaris|salário|faixa salarial|rango salarial|banda salarial|fascia salariale|wynagrodzenie|pensja|lön|lønn|løn|månadslön|palkka|fizetés|salariu|maaş|remuneração|vencimento|compenso|αποδοχές|μισθός|αμοιβή|μικτές αποδοχές)$/;
export const EMPLOYER_LABEL =
  /^(employer|company|hiring organi[sz]ation|arbeitgeber|unternehmen|firma|entreprise|employeur|société|empresa|azienda|werkgever|bedrijf|pracodawca|arbetsgivare|företag|entidade empregadora|empregador)$/;
const POSTED_LABEL =
  /^(posted|date posted|posted on|published|veröffentlicht|veröffentlicht am|online seit|datum|publié|publié le|date de publication|publicado|fecha de publicación|pubblicato|data di pubblicazione|geplaatst|gepubliceerd|data publikacji|opublikowano|publicerad|publiceringsdatum|data de publicação|publicado em|publicado a|julkaistu|yayınlanma tarihi|게시일|data pubblicazione|opslået|slået op|publiceret|offentliggjort|publisert|lagt ut|upplagd)$/;
/** When applications end: "Apply by", "Closing date", "Applications close", "Closes", "Bewerbungsschluss". */
export const DEADLINE_LABEL =
  /^(apply by|apply before|closing date|closing date extended|new closing date|extended closing date|closes|closes on|applications close|applications close on|applications closing|application deadline|deadline|bewerbungsfrist|bewerbungsschluss|bewerben bis|date limite|date limite de candidature|fecha límite|plazo|scadenza|sluitingsdatum|reageren vóór|ważna do|termin nadsyłania|termin zgłoszeń|zgłoszenia do|cv do|aplikuj do|sista ansökningsdag|ansök senast|søknadsfrist|ansøgningsfrist|inscrições abertas até|inscrições até|inscripciones abiertas hasta|inscripciones hasta|postulaciones hasta|hakuaika päättyy|viimeinen hakupäivä|candidaturas até|prazo de candidatura|data limite|scadenza candidature|candidature entro|προθεσμία αιτήσεων|προθεσμία υποβολής|καταληκτική ημερομηνία)$/;
/** A sentence that says when applications close ("Applications for this posting close on", "Bewerbungen bis"). */
const DEADLINE_SENTENCE =
  /\b(?:applications?|submissions?)\b[^.]{0,40}?\b(?:close|closes|closing|are due|due|end|ends|are accepted until|accepted until)\b(?:\s+on)?\s*/i;
export const JOB_START_LABEL =
  /^(start date|start|startdatum|beginn|eintrittsdatum|eintritt|arbeitsbeginn|date de début|prise de poste|fecha de inicio|incorporación|data di inizio|startdatum|ingangsdatum|data rozpoczęcia|tillträde|data de início|inizio)$/;
/** "Freiburg im Breisgau und Umgebung", "Leeds and surrounding area": the town, not its surroundings. */
const SURROUNDINGS =
  /\s*(?:\+|und umgebung|u\. umgebung|und umland|and surrounding areas?|and surroundings|& surrounding areas?|area|et environs|et alentours|y alrededores|e dintorni|e provincia|en omgeving|\(.*\))\s*$/i;

/** A date a labelled value writes ("03.02.2026", "7. März 2026"), as an ISO date. */
function labelledDate(context: ProposalContext, label: RegExp): Sourced<string> {
  const [written, from] = labelledValue(context, label);
  const date = written ? dateIn(written, context.page.lang) : null;
  return date ? [date, `"${written}" at ${from}`] : [null, null];
}

/** "Applications close Sunday 6 December 2026 at 11:59pm AEDT.": a sentence whose first words are the label. */
function dateAfterLabelWords(context: ProposalContext, label: RegExp): Sourced<string> {
  for (const statement of ownContent(context.page.statements.dated)) {
    // The label may open any sentence of the text ("Vi tillämpar löpande urval. Sista ansökningsdag är 15 februari 2026.").
    for (const sentence of statement.text.split(/(?<=\p{L}[.!?])\s+(?=\p{Lu})/u)) {
      const words = sentence.split(/\s+/);
      for (let count = 1; count <= 4 && count < words.length; count++) {
        if (!label.test(words.slice(0, count).join(' ').toLowerCase())) continue;
        const date = dateIn(words.slice(count).join(' '), context.page.lang);
        if (date) return [date, `"${statement.text}" at ${placedFrom(statement)}`];
      }
    }
  }
  return [null, null];
}

/**
 * "Työpaikka: Ravintola Lumo, Hämeenkatu 14, 33100 Tampere": a whole address (the workplace's name before it), or null.
 * A note in brackets after it ("… BC V8V 3Z6 (Cook Street Village café)") names the place, not part of the address.
 */
function wholeAddress(place: string): PostalAddressValue | null {
  const written = postalAddress(place.replace(/\s*\([^)]*\)\s*$/, '').split(/\s*,\s*/), null);
  // "Public Works Yard, 1250 Hemlock Road, Alder Sound, BC": a street, its town and its province, with no postcode.
  return written?.streetAddress && written.addressLocality && (written.postalCode || written.addressRegion) ? written : null;
}

/** A labelled place written as a sentence: a clause of its own (";"), or more words before its first comma than a town has. */
const sentence = (place: string) => /;/.test(place) || place.replace(SURROUNDINGS, '').split(',')[0]!.trim().split(/\s+/).length > 4;

/** "Galway, Ireland (Hybrid)": a town and its country, how the place of work is written under a job's title. */
function townAndCountry(text: string): string | null {
  const [town, country, ...rest] = text.replace(SURROUNDINGS, '').split(/\s*,\s*/);
  if (town && country && rest.length === 0 && /^\p{Lu}[\p{L} .'-]{1,40}$/u.test(town) && (countryCode(country) || PROVINCE.test(country)))
    return text;
  // "Curitiba - PR": a Brazilian town and its state's code, after a dash.
  const uf = /^(\p{Lu}[\p{L} .']{1,40}?)\s+[-–]\s+([A-Z]{2})$/u.exec(text.trim());
  return uf && BRAZILIAN_STATE.test(uf[2]!) ? text : null;
}

/** The codes of Brazil's states, as its addresses write them after the town ("Curitiba - PR"). */
const BRAZILIAN_STATE = /^(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)$/;

/** Canadian provinces and Australian states written out ("Toronto, Ontario"): a town's region, as a country would be. */
const PROVINCE =
  /^(?:ontario|qu[eé]bec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland and labrador|prince edward island|new south wales|victoria|queensland|western australia|south australia|tasmania)$/i;

/** "Łódź, ul. Kolejowa 18 (…)": the town written before a street address. */
function townBeforeStreet(text: string): string | null {
  const [town, street] = text.split(/\s*,\s*/);
  return town && street && /^\p{Lu}[\p{L} .'-]{1,40}$/u.test(town) && postalAddress([street], null)?.streetAddress ? town : null;
}

/** A careers site's own name after its employer's ("Nordvik Logistik AB – Karriär", "Acme | Careers"). */
const CAREERS_SITE =
  /\s+[|–—-]\s+(?:careers?|jobs?|karriär|karriere|carrières?|carrera|empleo|trabaja con nosotros|lavora con noi|vacatures|werken bij|praca|kariéra|kariera|työpaikat|carreiras?|vagas)$/i;
const employerOfCareersSite = (name: string | null | undefined) => name?.replace(CAREERS_SITE, '') ?? null;

export function proposeJob(context: ProposalContext): Record<string, unknown> {
  const { page, facts, notes } = context;
  const job = new TracedNode('JobPosting', facts);
  job.set('title', ...first([mainHeading(page), 'h1']));
  job.set('description', page.metaDescription, 'meta description');
  job.set(
    'datePosted',
    ...first(
      contentDate(context, /posted|veröffentlicht|publié|date/i),
      labelledDate(context, POSTED_LABEL),
      // "Opslået 12. marts 2026" on a line of its own, no colon after the label.
      dateAfterLabelWords(context, POSTED_LABEL),
      writtenDateline(context),
    ),
  );
  job.set(
    'validThrough',
    ...first(labelledDate(context, DEADLINE_LABEL), dateAfterLabelWords(context, DEADLINE_LABEL), deadlineSentence(context)),
  );
  job.set('jobStartDate', ...labelledDate(context, JOB_START_LABEL));
  // A job ad's facts are often badges under its title with icons, not labels ("Umowa o pracę · pełny etat",
  // "7 500 – 9 200 zł brutto / mies."): each line beside the heading is read for what it clearly is.
  const lines = page.statements.headingLines ?? [];
  const badge = <T>(read: (text: string) => T | null): [T, string] | null => {
    for (const line of lines) {
      const value = read(line.text);
      if (value) return [value, `"${line.text.slice(0, 60)}" at ${placedFrom(line)}`];
    }
    return null;
  };
  // "Type: Full-time, permanent": a label as plain as "Type" says it when its value is an employment type.
  const typed = typedEmployment(page.statements.labelled);
  const [employment, employmentFrom] = first(labelledValue(context, EMPLOYMENT_LABEL), [
    typed?.value ?? null,
    typed ? labelledFrom(typed) : null,
  ]);
  const employmentBadge = employment ? null : badge(employmentTypeOf);
  job.set(
    'employmentType',
    ...first(
      [employment ? employmentTypeOf(employment) : null, employmentFrom],
      employmentBadge ?? [null, null],
      employmentSentence(context),
    ),
  );
  // "Arbeitsort: Ulm" under the title and "Arbeitsort: Daimlerstraße 21, 89079 Ulm" in the facts: the whole address.
  const [writtenPlace, writtenPlaceFrom] = labelledValue(context, JOB_PLACE_LABEL, (value) => wholeAddress(value) !== null);
  // "Location: Galway office (Eyre Square) three days a week; the rest from home": a sentence about the place is no
  // place; the badge under the title ("Galway, Ireland (Hybrid)") names it.
  const [labelledPlace, labelledPlaceFrom] = writtenPlace && !sentence(writtenPlace) ? [writtenPlace, writtenPlaceFrom] : [null, null];
  const placeBadge = labelledPlace ? null : (badge(townBeforeStreet) ?? badge(townAndCountry));
  const [place, placeFrom] = first<string>([labelledPlace, labelledPlaceFrom], placeBadge ?? [null, null]);
  const written = place ? wholeAddress(place) : null;
  if (written) job.set('jobLocation', { '@type': 'Place', address: { '@type': 'PostalAddress', ...written } }, placeFrom);
  else if (place) {
    const town = place.replace(SURROUNDINGS, '').trim();
    // "Melbourne — Collingwood studio, Hybrid": the town before a dash names the place; what follows is the office.
    // "Gdańsk (Oliwa) – hybrydowo": the district in brackets after the town is no part of its name.
    const [locality, region] = town.split(/\s*,\s*|\s+[-–—]\s+/).map((part) => part.replace(/\s*\([^)]*\)$/, ''));
    const zipped = /^(\d{4,5})\s+(\p{Lu}.*)$/u.exec(locality ?? '');
    // "Köln, Deutschland": the part after the town names the country; "Austin, TX" a US state.
    const country = region ? countryCode(region) : null;
    // "Kraków, ul. Józefińska 18 (biuro redakcji) – praca hybrydowa": the town, then the office's street.
    const street = region ? postalAddress([region.replace(/\s*\([^)]*\)?.*$/, '')], null)?.streetAddress : undefined;
    const address = {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(zipped ? { postalCode: zipped[1], addressLocality: zipped[2] } : { addressLocality: locality }),
      ...(country
        ? { addressCountry: country }
        : region && (/^[A-Z]{2}$/.test(region) || PROVINCE.test(region) || REGION.test(region))
          ? { addressRegion: region }
          : {}),
    };
    const office = street || zipped || !locality ? null : officeIn(context, locality);
    if (office) job.set('jobLocation', { '@type': 'Place', address: { ...address, ...office[0] } }, `${placeFrom} and ${office[1]}`);
    else if (locality) job.set('jobLocation', { '@type': 'Place', address }, placeFrom);
  } else {
    // "Miejsce pracy" over "Centrum Dystrybucyjne Stryków / ul. Warszawska 6 / 95-010 Stryków": the address block under
    // a heading that names the place of work (never the employer's head office in the footer).
    const block = ownContent(page.statements.addresses).find((statement) =>
      statement.section?.some((heading) =>
        JOB_PLACE_LABEL.test(
          heading
            .trim()
            .toLowerCase()
            .replace(/\s*[:：]$/, ''),
        ),
      ),
    );
    const address = block ? postalAddress(block.lines, null) : null;
    if (block && address?.addressLocality) {
      job.set(
        'jobLocation',
        { '@type': 'Place', address: { '@type': 'PostalAddress', ...address } },
        `${placedFrom(block)}, under "${block.section![0]}"`,
      );
    }
  }
  // "Remote - US" under the title, where no place of work is given: done from anywhere in the country it names.
  const remote = job.node['jobLocation'] ? null : badge(remoteWork);
  if (remote) {
    job.set('jobLocationType', 'TELECOMMUTE', remote[1]);
    if (remote[0].country) job.set('applicantLocationRequirements', { '@type': 'Country', name: remote[0].country }, remote[1]);
    else
      notes.push(
        'The ad says the job is remote without naming where applicants may live; Google asks for applicantLocationRequirements, so add it.',
      );
  }
  const located = job.node['jobLocation'] as { address: Record<string, unknown> } | undefined;
  if (located && !located.address['addressCountry'])
    notes.push('The ad does not name the country of its place of work; Google requires jobLocation.address.addressCountry, so add it.');
  const [employer, employerFrom] = labelledValue(context, EMPLOYER_LABEL);
  const legalName = employer ? null : badge((text) => (LEGAL_FORM.test(text) && text.length <= 80 ? text : null));
  const [organization, organizationFrom] = first(
    [employer, employerFrom],
    legalName ?? [null, null],
    employerInTitle(page),
    [employerOfCareersSite(page.openGraph['site_name']), 'meta og:site_name'],
    [employerOfCareersSite(page.statements.siteName), 'the site header’s home link'],
  );
  if (organization) job.set('hiringOrganization', { '@type': 'Organization', name: organization }, organizationFrom);
  else notes.push('The hiring organisation is not named in a form that can be traced (og:site_name); add it in the editor.');
  const [labelledPay, labelledPayFrom] = labelledValue(context, SALARY_LABEL);
  // The "$" of an ad written in plain "en" is the dollar of the country its place of work is in ("Victoria, BC V8V 3Z6").
  const placeRegion = located ? countryOfPlace(located.address) : null;
  const language = placeRegion && page.lang && !/[-_]/.test(page.lang) ? `${page.lang}-${placeRegion}` : page.lang;
  const money = moneyLanguage(
    language,
    page.statements.phones.map((phone) => phone.href),
    page.visibleText,
  );
  const payBadge = labelledPay ? null : badge((text) => (salaryOf(text, money)?.maxValue ? text : null));
  const [pay, payFrom] = first<string>([labelledPay, labelledPayFrom], payBadge ?? [null, null], paySentence(context, money));
  const salary = pay ? salaryOf(pay, money) : null;
  if (salary) {
    const { currency, minValue, maxValue, unitText } = salary;
    const value = maxValue
      ? { '@type': 'QuantitativeValue', minValue, maxValue, ...(unitText ? { unitText } : {}) }
      : { '@type': 'QuantitativeValue', value: minValue, ...(unitText ? { unitText } : {}) };
    job.set('baseSalary', { '@type': 'MonetaryAmount', currency, value }, payFrom);
  } else if (pay) notes.push('Pay is stated but not as an amount with its currency; the salary was left out.');
  return job.node;
}

/** The country a place of work's address names, or its Canadian postcode ("V8V 3Z6") says. */
function countryOfPlace(address: Record<string, unknown>): string | null {
  const country = address['addressCountry'];
  if (typeof country === 'string' && /^[A-Z]{2}$/.test(country)) return country;
  return CA_POSTCODE.test(String(address['postalCode'] ?? '')) ? 'CA' : null;
}

/**
 * The one street address the ad's own content gives in the town it names as the place of work ("Lokalizacja: Kraków"
 * and, below, "Biuro zespołu Płatności: ul. Wadowicka 6, 30-415 Kraków"): the office the job is at. Several
 * addresses in that town say nothing sure.
 */
function officeIn(context: ProposalContext, town: string): [{ streetAddress: string; postalCode?: string }, string] | null {
  const inTown = ownContent(context.page.statements.addresses)
    .map((statement) => [postalAddress(statement.lines, null), statement] as const)
    .filter(([address]) => address?.streetAddress && address.addressLocality === town);
  if (new Set(inTown.map(([address]) => address!.streetAddress)).size !== 1) return null;
  const [address, statement] = inTown[0]!;
  const postcode = address!.postalCode ? { postalCode: address!.postalCode } : {};
  return [{ streetAddress: address!.streetAddress!, ...postcode }, `the address in ${town} at ${placedFrom(statement)}`];
}

/** Words that say a sentence gives this job's pay ("The base salary range for this role is CA$135,000 – CA$160,000"). */
const PAY_WORDS =
  /\b(?:salary|pay range|base pay|hourly rate|compensation|gehalt|vergütung|stundenlohn|salaire|rémunération|sueldo|salario|retribuzione|stipendio|salaris|uurloon|wynagrodzenie|lön|timlön|månadslön|løn|timeløn|månedsløn|lønn|timelønn)\b/i;

/** The first sentence of the ad that names its pay with an amount and a currency (a range where it gives one). */
function paySentence(context: ProposalContext, money: string | null): Sourced<string> {
  // Read from the pay word on: the page's text runs list items together, and a stipend may come before ("$1,500 …").
  const fromPayWord = (text: string) => {
    const word = PAY_WORDS.exec(text);
    return word ? text.slice(word.index) : '';
  };
  const stated = sentencesOf(context.page)
    .map(fromPayWord)
    .filter((text) => text && salaryOf(text, money));
  // A range for the role over a lone figure (a stipend, a bonus) said in passing.
  const sentence = stated.find((text) => salaryOf(text, money)?.maxValue) ?? stated[0];
  return sentence ? [sentence, `the sentence "${sentence.slice(0, 100)}"`] : [null, null];
}

/** "This is a full-time, fully remote role": the ad's own sentence about the kind of contract. */
const EMPLOYMENT_SENTENCE =
  /\b(?:this|the|it)\s+(?:is\s+an?|role is|position is|job is)\s+((?:full|part)[- ]time|permanent|temporary|contract)\b/i;

const employmentSentence = (context: ProposalContext) =>
  sentenceSaying(context, (sentence) => {
    const said = EMPLOYMENT_SENTENCE.exec(sentence);
    return said ? employmentTypeOf(said[1]!) : null;
  });

/** "Remote - US", "Remote (United States)", "Fully remote, Germany": a job done from anywhere, in the country it names. */
const REMOTE = /^(?:fully\s+|100\s?%\s+)?remote\b\s*(?:[-–—,:(]\s*)?([^()]*?)\)?\s*$/i;

function remoteWork(text: string): { country: string | null } | null {
  const said = REMOTE.exec(text.trim());
  if (!said) return null;
  const written = said[1]!.trim();
  return { country: written && (countryCode(written) || /^[A-Z]{2,3}$/.test(written)) ? written : null };
}

/** "Applications for this posting close on April 10, 2026.", wherever the ad says it. */
const deadlineSentence = (context: ProposalContext) =>
  sentenceSaying(context, (sentence) => {
    const said = DEADLINE_SENTENCE.exec(sentence);
    return said ? dateIn(sentence.slice(said.index + said[0].length), context.page.lang) : null;
  });

/** What the first of the ad's sentences that says it says, traced to that sentence. */
function sentenceSaying<T>(context: ProposalContext, read: (sentence: string) => T | null): Sourced<T> {
  for (const sentence of sentencesOf(context.page)) {
    const value = read(sentence);
    if (value) return [value, `the sentence "${sentence.slice(0, 100)}"`];
  }
  return [null, null];
}

/**
 * The employer as the title names it before or after the job's own title: "Job Application for Senior Backend
 * Engineer, Payments at Tidewell Health" (Greenhouse), "Koch (m/w/d) bei Gasthaus Linde", "Serveur chez Le Comptoir |
 * Jobs", "Tallyfield - Senior Backend Engineer, Payments" (Lever). A job
 * board's own name (og:site_name) is not the employer, so this comes first.
 */
function employerInTitle(page: PageUnderstandingInput): Sourced<string> {
  const heading = mainHeading(page);
  const at = heading && page.title ? page.title.indexOf(heading) : -1;
  if (!heading || at < 0) return [null, null];
  // Lever writes the employer first: "Tallyfield - Senior Backend Engineer, Payments".
  const before = /^(.{2,80}?)\s+[|–—-]\s+$/u.exec(page.title!.slice(0, at));
  if (before) return [before[1]!, 'title'];
  const after = /^\s+(?:at|bei|chez|presso|hos|bij)\s+(.+?)(?:\s+[|–—-]\s+.*)?$/u.exec(page.title!.slice(at + heading.length));
  return after && after[1]!.length <= 80 ? [after[1]!, 'title'] : [null, null];
}
