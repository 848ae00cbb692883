export function jsonErrorLocation(text: string, message: string): { line: number; column: number } {
  const position = Number(/at position (\d+)/.exec(message)?.[1] ?? text.length)
  const before = text.slice(0, position).split('\n')
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

/** JSON.parse's message without the position, which the check reports as line and column instead. */
export const jsonErrorReason = (message: string) =>
  message.replace(/ in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '')

/** Also the keys written twice in one object, which JSON.parse silently collapses. */
export function scanKeys(text: string): { lines: Map<string, number>; duplicates: { key: string; line: number }[] } {
  const lines = new Map<string, number>()
  const duplicates: { key: string; line: number }[] = []
  const objects: { path: string; keys: Set<string> }[] = []
  let line = 1
  let lastKey = ''
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '\n') line++
    else if (char === '{') objects.push({ path: objects.length ? lastKey : '', keys: new Set() })
    else if (char === '}') objects.pop()
    else if (char === '"') {
      let end = index + 1
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1
      const isKey = /^\s*:/.test(text.slice(end + 1, end + 40))
      const object = objects.at(-1)
      if (isKey && object) {
        const name = JSON.parse(text.slice(index, end + 1)) as string
        const key = object.path ? `${object.path}.${name}` : name
        if (object.keys.has(name)) duplicates.push({ key, line })
        object.keys.add(name)
        lines.set(key, line)
        lastKey = key
      }
      index = end
    }
  }
  return { lines, duplicates }
}
