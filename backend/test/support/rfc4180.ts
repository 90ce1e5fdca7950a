/**
 * A strict RFC 4180 reader for specs, written from the RFC and independent of the dashboard's parser: records end
 * with CRLF, a quoted field may hold commas, CRLF and doubled quotes. Throws on anything else, so a spec fails on a
 * malformed file instead of reading it loosely.
 */
export function readRfc4180(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let at = 0;
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error(`Unterminated quoted field at ${at}`);
        field += text.slice(at, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          at = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
    } else {
      const end = text.slice(at).search(/[,\r\n"]/);
      const stop = end < 0 ? text.length : at + end;
      if (text[stop] === '"' || (text[stop] === '\n' && text[stop - 1] !== '\r')) throw new Error(`Stray character at ${stop}`);
      field = text.slice(at, stop);
      at = stop;
    }
    fields.push(field);
    if (text[at] === ',') {
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      records.push(fields);
      fields = [];
      at += 2;
    } else if (at < text.length) {
      throw new Error(`Expected a comma or CRLF at ${at}`);
    }
  }
  if (fields.length > 0) throw new Error('The last record does not end with CRLF');
  return records;
}
