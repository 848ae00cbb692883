import { call } from '../shared/workspace-api.ts'

/** The photos of our own a data file's facts name: every `{ file: "….jpg" }` in them. */
export function photosOf(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(photosOf)
  if (typeof data !== 'object' || data === null) return []
  const record = data as Record<string, unknown>
  const own = typeof record.file === 'string' && /\.(avif|jpe?g|png|webp)$/i.test(record.file) ? [record.file] : []
  return [...own, ...Object.values(record).flatMap(photosOf)]
}

/** Photos chosen for a draft that is dropped: the server removes those it added itself and nothing saved names. */
export function dropPhotos(files: readonly string[]): void {
  if (files.length) void call('content/photo/drop', { files: [...files] }).catch(() => {})
}
