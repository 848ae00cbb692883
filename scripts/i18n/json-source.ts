import { visit } from 'jsonc-parser'

export function jsonErrorLocation(text: string, message: string): { line: number; column: number } {
  const position = Number(/at position (\d+)/.exec(message)?.[1] ?? text.length)
  const before = text.slice(0, position).split('\n')
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

/** JSON.parse's message without the position, which the check reports as line and column instead. */
export const jsonErrorReason = (message: string) =>
  message.replace(/ in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '')

/** The line of each key (`hero.title`), and the keys written twice in one object, which JSON.parse silently collapses. */
export function scanKeys(text: string): { lines: Map<string, number>; duplicates: { key: string; line: number }[] } {
  const lines = new Map<string, number>()
  const duplicates: { key: string; line: number }[] = []
  const objects: Set<string>[] = []
  visit(text, {
    onObjectBegin: () => void objects.push(new Set()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (name, _offset, _length, startLine, _startCharacter, pathOf) => {
      const key = [...pathOf(), name].join('.')
      if (objects.at(-1)?.has(name)) duplicates.push({ key, line: startLine + 1 })
      objects.at(-1)?.add(name)
      lines.set(key, startLine + 1)
    },
  })
  return { lines, duplicates }
}
