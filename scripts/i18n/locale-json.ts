export function flattenLocale(data: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(data).flatMap(([name, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : flattenLocale(value as Record<string, unknown>, `${prefix}${name}.`),
  )
}

/** Existing keys keep their place; a new one goes after the closest key before it in English's order. */
export function withTexts(current: Record<string, unknown>, texts: ReadonlyMap<string, string>, order: readonly string[]): string {
  const entries = flattenLocale(current)
  for (const [key, text] of texts) {
    const existing = entries.find(([name]) => name === key)
    if (existing) {
      existing[1] = text
      continue
    }
    const before = order.slice(0, Math.max(order.indexOf(key), 0)).reverse()
    const anchor = before.map((name) => entries.findIndex(([entry]) => entry === name)).find((index) => index >= 0) ?? -1
    entries.splice(anchor + 1, 0, [key, text])
  }
  const data: Record<string, unknown> = {}
  for (const [key, text] of entries) {
    const path = key.split('.')
    let group = data
    for (const name of path.slice(0, -1)) group = (group[name] ??= {}) as Record<string, unknown>
    group[path.at(-1)!] = text
  }
  return `${JSON.stringify(data, null, 2)}\n`
}
