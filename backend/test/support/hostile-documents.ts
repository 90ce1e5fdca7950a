/** The outside test's validate attack: ~140 KB of @graph members, each with an invented @type name. */
export function inventedTypesDocument(bytes = 140_000): string {
  const graph: unknown[] = [{ '@type': 'Prodcut' }];
  for (let i = 0; JSON.stringify(graph).length < bytes; i++) graph.push({ '@type': `Prodcut${i}x${(i * 7919).toString(36)}` });
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph });
}
