/**
 * Edit distance counting a swap of neighbours as one edit ("nmae" -> "name"), with an early exit once a whole row
 * exceeds `max` (keeps lookups over 1,500 names cheap).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The closest known name to a misspelt one: a case-insensitive match first, then the smallest edit distance
 * (at most a third of the word, so "Prodcut" finds "Product" but "Foo" finds nothing).
 */
export function closestName(input: string, candidates: Iterable<string>): string | undefined {
  const lower = input.toLowerCase();
  const max = Math.max(1, Math.floor(input.length / 3));
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of candidates) {
    // Lengths further apart than the allowed distance can never match; skipping them first avoids most work.
    if (Math.abs(candidate.length - input.length) > max) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    const distance = editDistance(lower, candidate.toLowerCase(), Math.min(bestDistance - 1, max));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
