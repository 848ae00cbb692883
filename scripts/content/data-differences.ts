import { describePath } from '../../src/content/field-path.ts'

/** A fact that differs between two versions of a data file, named as the content check names it. */
export interface Difference {
  place: string
  disk: string | undefined
  mine: string | undefined
}

/** Every fact whose value differs, by its place in the file (`plans[0] "businessGrowth" › priceUsd`), values as JSON. */
export function differences(disk: unknown, mine: unknown): Difference[] {
  const before = leaves(disk)
  const after = leaves(mine)
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => ({ place: name, disk: before.get(name), mine: after.get(name) }))
}

function leaves(data: unknown): Map<string, string> {
  const found = new Map<string, string>()
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (value !== null && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) visit(inner, [...path, Array.isArray(value) ? Number(name) : name])
    else found.set(describePath(data, path) ?? '', JSON.stringify(value))
  }
  visit(data, [])
  return found
}
