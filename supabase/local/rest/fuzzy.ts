/**
 * The fuzzy match PostgREST uses for its "Perhaps you meant …" hints (Haskell's Data.FuzzySet
 * with its defaults): names are lower-cased and kept to letters, digits, spaces and commas;
 * candidates sharing 3-grams (else 2-grams) with the name are ranked by cosine similarity, the
 * best 50 re-scored by Levenshtein similarity, and the best scoring at least `minScore` wins.
 */
const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}, ]/gu, '');

function grams(text: string, size: number): Map<string, number> {
  const padded = `-${text}-`.padEnd(size, '-');
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i += 1) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

const magnitude = (vector: Map<string, number>) =>
  Math.sqrt([...vector.values()].reduce((sum, n) => sum + n * n, 0));

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export function fuzzyBest(candidates: readonly string[], wanted: string, minScore: number): string | null {
  const key = normalize(wanted);
  for (const size of [3, 2]) {
    const keyGrams = grams(key, size);
    const keyMagnitude = magnitude(keyGrams);
    const scored: { score: number; candidate: string }[] = [];
    for (const candidate of new Set(candidates)) {
      const itemGrams = grams(normalize(candidate), size);
      let dot = 0;
      for (const [gram, n] of keyGrams) dot += n * (itemGrams.get(gram) ?? 0);
      if (dot > 0) scored.push({ score: dot / (keyMagnitude * magnitude(itemGrams)), candidate });
    }
    if (scored.length === 0) continue;
    const rescored = scored
      .sort((x, y) => y.score - x.score)
      .slice(0, 50)
      .map(({ candidate }) => {
        const normal = normalize(candidate);
        const longest = Math.max(normal.length, key.length) || 1;
        return { score: 1 - levenshtein(normal, key) / longest, candidate };
      })
      .filter((match) => match.score >= minScore)
      .sort((x, y) => y.score - x.score);
    return rescored[0]?.candidate ?? null;
  }
  return null;
}
