/**
 * Where a fact is in a data file, as the content check names it: `plans[1] "superGrowth" › priceUsd`, the entry by
 * list, index and id, then the field within it. The workspace files the check's findings under its fields by it.
 */
export function describePath(data: unknown, path: readonly PropertyKey[]): string | undefined {
  const [list, index, ...field] = path
  const entries = typeof list === 'string' && isRecord(data) ? data[list] : undefined
  if (typeof index === 'number' && Array.isArray(entries)) {
    const id: unknown = isRecord(entries[index]) ? entries[index].id : undefined
    const entry = `${String(list)}[${index}]${typeof id === 'string' ? ` "${id}"` : ''}`
    return field.length ? `${entry} › ${fieldName(field)}` : entry
  }
  return path.length ? fieldName(path) : undefined
}

const fieldName = (path: readonly PropertyKey[]) =>
  path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`)).join('')

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
