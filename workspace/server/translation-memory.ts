import { distance } from 'fastest-levenshtein'

export interface MemoryEntry {
  id: string
  english: string
  text: string
}

export interface Suggestion extends MemoryEntry {
  match: number
}

/** Below this share of the English in common, a translation helps less than it misleads. */
const lowestMatch = 70

/** Exact matches at 100, then fuzzy ones by edit distance over the longer text, each translation once. */
export function suggestionsFor(english: string, memory: readonly MemoryEntry[], { except = '', limit = 3 } = {}): Suggestion[] {
  const best = new Map<string, Suggestion>()
  for (const entry of memory) {
    if (entry.id === except) continue
    const longer = Math.max(english.length, entry.english.length)
    // The length alone caps the match: most entries are skipped before the distance is computed.
    if (!longer || (Math.min(english.length, entry.english.length) / longer) * 100 < lowestMatch) continue
    const match = Math.floor((1 - distance(english, entry.english) / longer) * 100)
    if (match < lowestMatch) continue
    const seen = best.get(entry.text)
    if (!seen || seen.match < match) best.set(entry.text, { ...entry, match })
  }
  return [...best.values()].sort((a, b) => b.match - a.match || a.id.localeCompare(b.id)).slice(0, limit)
}
