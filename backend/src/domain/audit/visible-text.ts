import { westernDigits } from '../shared/western-digits.js';

/** Matching helpers for "does the page show this?": case, spacing and number formats do not count. */

export function normalizedText(text: string): string {
  return westernDigits(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUMBER_TOKEN = /\d[\d.,\u00a0 ]*\d|\d/g;

/** Every value a number written on the page may stand for: `1,299.00` is 1299, `49,99` is 49.99. */
export function numbersShown(text: string): number[] {
  const values = new Set<number>();
  for (const match of text.matchAll(NUMBER_TOKEN)) {
    const token = match[0].replace(/[\u00a0 ]/g, '');
    for (const candidate of [token.replace(/,/g, ''), token.replace(/\./g, '').replace(',', '.')]) {
      const value = Number(candidate);
      if (Number.isFinite(value)) values.add(value);
    }
  }
  return [...values];
}

export function showsNumber(shown: number[], value: unknown): boolean | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.').trim()) : NaN;
  if (!Number.isFinite(number)) return null;
  return shown.some((candidate) => Math.abs(candidate - number) < 0.005);
}
