/** The list with the item at `index` moved one place up (-1) or down (1). */
export function moved<Item>(list: readonly Item[], index: number, step: -1 | 1): Item[] {
  const next = [...list]
  const target = index + step
  if (target < 0 || target >= next.length) return next
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}
