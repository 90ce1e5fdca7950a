/** One named field of a JSON object body; undefined for any other body, so the use case reports it as missing. */
export function bodyField(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}
