import { faxNumber } from './fax-number.js';
import { wordsOf } from './node-values.js';
import type { AddressStatement, PageUnderstandingInput, PhoneStatement } from './page-statements.js';
import { EMERGENCY_LINE, inProse, ofHostOrMaker, ownFooterAddress, sameName, wordsNaming } from './propose-local-business.js';
import { ownContent, placedFrom, siteEmail, type ProposalContext } from './proposal-context.js';
import { locates, phoneIn, phoneKey, phoneNumber, postalAddress, type PostalAddressValue } from './read-values.js';
import { first, type Sourced, type TracedNode } from './traced-node.js';

/** A line that names its number a phone ("Tel. 08322 96470", "Telefon:", "☎"). */
const PHONE_WORD =
  /(?<![\p{L}])(?:tel|tél|phone|telephone|téléphone|telefon|telefono|teléfono|telefone|telefoon|fon|puhelin|puh|tlf|☎)(?![\p{L}])/iu;

/**
 * Of several numbers in the site's chrome, the one line that opens with a phone word ("Puh. 03 512 4410") rather
 * than with what the number is for ("Tukkutilaukset: Aino Haapala, 040 123 4567": wholesale orders).
 */
function announcedNumber(numbers: PhoneStatement[]): PhoneStatement | undefined {
  const announced = numbers.filter((phone) => LEADING_PHONE_WORD.test(phone.line ?? ''));
  return new Set(announced.map((phone) => phoneKey(phoneIn(phone.text)!))).size === 1 ? announced[0] : undefined;
}
const LEADING_PHONE_WORD = new RegExp(`^\\W*${PHONE_WORD.source}`, 'iu');

/** A number its words name an emergency or after-hours line ("Out-of-hours emergencies: 090 647 2200" in a top bar). */
const emergencyLine = (phone: PhoneStatement) => EMERGENCY_LINE.test(wordsNaming(phone.line ?? phone.text, phone.text));

/**
 * Of an office line and a "24/7 emergencies" mobile in the site's chrome (the header's call-out repeats the latter):
 * the one number no words name an emergency line.
 */
function everydayNumber(numbers: PhoneStatement[]): PhoneStatement | undefined {
  const everyday = numbers.filter((phone) => !emergencyLine(phone));
  return new Set(everyday.map((phone) => phoneKey(phoneIn(phone.text)!))).size === 1 ? everyday[0] : undefined;
}

/** The name of the site's owner: what the site calls itself (og:site_name, its header's home link). */
export const siteOwnerName = (page: PageUnderstandingInput): Sourced<string> =>
  first([page.openGraph['site_name'], 'meta og:site_name'], [page.statements.siteName, 'the site header’s home link']);

/**
 * Footer columns that each give a place's address and its number ("Údolní 41 / 602 00 Brno / +420 543 210 778", then
 * the second shop's): as many numbers as places, in the same order, pair up one by one.
 */
function pairedNumber(
  numbers: PhoneStatement[],
  located: (readonly [unknown, AddressStatement])[],
  chosen: AddressStatement | undefined,
): PhoneStatement | undefined {
  const at = chosen ? located.findIndex(([, statement]) => statement === chosen) : -1;
  return at >= 0 && located.length > 1 && numbers.length === located.length ? numbers[at] : undefined;
}

/**
 * How to reach the owner of a site: a block in the page's own content that names the owner ("Siège social : Roue Libre
 * Grenoble, 7 rue des Bergers…"), else the header and footer its pages share (the site is the owner's own): the one
 * address the footer gives (else the block that names the owner, of several), the one number the site links to (else
 * the number in that address's block, linked or written), and an e-mail address on the site's own domain. A footer
 * may give another body's address (a federation's head office); the content's block naming the owner outranks it.
 */
export function ownerContact(context: ProposalContext, owner: TracedNode, name: string): void {
  const { page } = context;
  const place = ownerPlace(page, name);
  if (place.block?.[0]) owner.set('address', { '@type': 'PostalAddress', ...place.block[0] }, place.block[1]);
  owner.set('telephone', ...ownerTelephone(page, place));
  owner.set('email', siteEmail(page), 'a mailto: link on the site’s own domain');
  owner.set('faxNumber', ...faxNumber(page));
}

type Located = readonly [PostalAddressValue | null, AddressStatement];
/** The owner's address as read, where the page gives it, and the statement it stands in. */
type OwnerBlock = readonly [PostalAddressValue | null, string, AddressStatement];
interface OwnerPlace {
  /** The footer's addresses that locate a place. */
  located: Located[];
  /** A block in the page's own content that names the owner. */
  named: Located | undefined;
  block: OwnerBlock | undefined;
}

const chrome = <T extends { region: string }>(statements: T[]) => statements.filter((statement) => statement.region === 'chrome');

function ownerPlace(page: PageUnderstandingInput, name: string): OwnerPlace {
  // A legal line's sentence ("Crewboard, Inc. is … a subsidiary of Trellis Works Holdings, LLC, 600 Congress Ave…")
  // places another company, not the site's owner.
  const located = chrome(page.statements.addresses)
    .filter((statement) => !inProse(statement) && !ofHostOrMaker(statement))
    .map((statement) => [postalAddress(statement.lines, name), statement] as const)
    .filter(([address]) => locates(address));
  const only = new Set(located.map(([address]) => address!.streetAddress)).size === 1 ? located[0] : undefined;
  const named = ownContent(page.statements.addresses)
    .filter((statement) => statement.lines.some((line) => sameName(line, name)))
    .map((statement) => [postalAddress(statement.lines, name), statement] as const)
    .find(([address]) => locates(address));
  // Of several places in the footer, none named the owner: the one whose street the page also writes in its text
  // ("…we moved in 2021 to the old printworks at Údolní 41, where we bake and sell today").
  const timesWritten = (street: string) => page.visibleText.split(street).length - 1;
  const told = located.filter(([address]) => timesWritten(address!.streetAddress!) > 1);
  const mentioned = !only && told.length === 1 ? told[0] : undefined;
  const block = named
    ? ([named[0], `${placedFrom(named[1])}, the block in the page’s content that names ${name}`, named[1]] as const)
    : only
      ? ([only[0], `${placedFrom(only[1])}, the site footer’s only address`, only[1]] as const)
      : (ownFooterAddress(page.statements.addresses, name) ??
        (mentioned
          ? ([mentioned[0], `${placedFrom(mentioned[1])}, the footer’s place the page’s text names`, mentioned[1]] as const)
          : undefined));
  return { located, named, block };
}

/** The owner's number: one the site links to, else the one written with the owner's address, and where it was read. */
function ownerTelephone(page: PageUnderstandingInput, { located, named, block }: OwnerPlace): [string | null, string | null] {
  const street = block?.[0]?.streetAddress;
  const headed = block?.[2].section?.[0];
  const numbers = chrome(page.statements.phones).filter((phone) => phoneIn(phone.text));
  const distinct = new Set(numbers.map((phone) => phoneKey(phoneIn(phone.text)!)));
  // A block naming the owner in the content is read with the number under its own heading ("Praha": the office's).
  const section = named?.[1].section?.[0];
  const linked = named
    ? section
      ? ownContent(page.statements.phones).find((phone) => phone.section?.[0] === section && phoneIn(phone.text))
      : undefined
    : distinct.size === 1 && !emergencyLine(numbers[0]!)
      ? numbers[0]
      : ((street ? numbers.find((p) => p.line?.includes(street)) : undefined) ??
        // The number under the heading the address stands under ("Atelier & showroom Horezu").
        (headed ? numbers.find((p) => p.section?.[0] === headed) : undefined) ??
        pairedNumber(numbers, located, block?.[2]) ??
        announcedNumber(numbers) ??
        everydayNumber(numbers));
  if (linked) return [phoneIn(linked.text), `tel: link at ${placedFrom(linked)}`];
  // "Hotel Haus am Weiher / Weiherweg 5 / 87561 Oberstdorf / Tel. 08322 96470": a number written in the block itself.
  // Only a line that says it is a phone, or is nothing but one: "NIPC 505 555 218" (a tax number) reads like one too.
  const numberIn = (lines: string[]) =>
    lines
      .filter((line) => PHONE_WORD.test(line) || phoneNumber(line))
      .map((line) => phoneIn(line))
      .find(Boolean) ?? null;
  const written = block ? numberIn(block[2].lines) : null;
  if (written || !street) return [written, block?.[1] ?? null];
  // The footer's address without a number, repeated with one in the content ("Sede / Rua dos Lagares, 27 / … / Tel.
  // 218 870 412" under "Onde estamos"): that block's number.
  const repeated = ownContent(page.statements.addresses).find((statement) =>
    wordsOf(statement.lines.join(' ')).includes(wordsOf(street.replace(/,/g, ' '))),
  );
  const repeatedNumber = repeated ? numberIn(repeated.lines) : null;
  return repeatedNumber
    ? [repeatedNumber, `the block in the page’s content that repeats the address, at ${placedFrom(repeated!)}`]
    : [null, block?.[1] ?? null];
}
