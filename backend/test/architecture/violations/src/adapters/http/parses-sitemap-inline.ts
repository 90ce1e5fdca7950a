import { SaxesParser } from 'saxes';

/** A deliberate violation: a router parsing a tenant's XML on the request thread instead of through its pooled port. */
export function locationsOf(xml: string): string[] {
  const found: string[] = [];
  const parser = new SaxesParser();
  parser.on('text', (text) => found.push(text));
  parser.write(xml).close();
  return found;
}
