/** The entry the address names: `#content/projects.json/projects/mediTrack`, so a reload opens it again. */
export interface EntryAddress {
  list: string
  id: string
}

export function readContentAddress(): { file?: string; entry?: EntryAddress } {
  const [view, file, list, id] = location.hash.slice(1).split('/').map(decodeURIComponent)
  if (view !== 'content' || !file) return {}
  return { file, entry: list && id ? { list, id } : undefined }
}

export function writeContentAddress(file: string, entry: EntryAddress | undefined): void {
  const parts = ['content', file, ...(entry ? [entry.list, entry.id] : [])].map(encodeURIComponent)
  history.replaceState(null, '', `${location.pathname}${location.search}#${parts.join('/')}`)
}
