/** Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹, Persian and Urdu) digits, and the Arabic decimal and group marks. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g;

/**
 * A number written in Eastern Arabic digits as Western digits ("٣٤٥" -> "345", "٤٫٩" -> "4.9"): the same number, and
 * Schema.org and the price, date and rating readers read numbers in Western digits. Everything else is left as written.
 */
export function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
