export interface DiffPart {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** A word-by-word difference between two texts (longest common subsequence), as a translator reads a change. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.split(/(\s+)/)
  const b = after.split(/(\s+)/)
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
  const parts: DiffPart[] = []
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1)
    if (last?.kind === kind) last.text += text
    else parts.push({ kind, text })
  }
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i++]!)
      j++
    } else if (j < b.length && (i >= a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) push('added', b[j++]!)
    else push('removed', a[i++]!)
  }
  return parts
}
