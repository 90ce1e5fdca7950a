/** A node of a proposal or of a page's markup: its properties by name. */
export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value's words as compared: lower case, one space between them. */
export const wordsOf = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
