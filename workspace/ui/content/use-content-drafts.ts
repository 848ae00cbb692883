import { useCallback, useEffect, useState } from 'react'

/** A data file edited but not saved, with its version when the editing began (for the conflict check). */
export interface DataDraft {
  data: unknown
  version: string
}

const storageKey = 'translate:content'

function load(): Record<string, DataDraft> {
  try {
    return (JSON.parse(localStorage.getItem(storageKey) ?? '') as Record<string, DataDraft>) ?? {}
  } catch {
    return {}
  }
}

/** The data files edited and not saved, kept in the browser's storage so that a reload loses nothing. */
export function useContentDrafts() {
  const [drafts, setDrafts] = useState<Record<string, DataDraft>>(load)
  useEffect(() => localStorage.setItem(storageKey, JSON.stringify(drafts)), [drafts])

  /** Sets a file's facts; `disk` is the file as read, to which equal facts return. */
  const edit = useCallback((file: string, data: unknown, disk: DataDraft) => {
    setDrafts((current) => {
      const next = { ...current }
      if (JSON.stringify(data) === JSON.stringify(disk.data)) delete next[file]
      else next[file] = { data, version: current[file]?.version ?? disk.version }
      return next
    })
  }, [])

  /**
   * After a save (`saved`: the facts written and the file's new version), or the file's version chosen: no draft
   * left, unless facts were changed while the save was under way: they stay a draft, made from the new version.
   */
  const settle = useCallback((file: string, saved?: DataDraft) => {
    setDrafts((current) => {
      const next = { ...current }
      const draft = next[file]
      if (saved && draft && JSON.stringify(draft.data) !== JSON.stringify(saved.data)) next[file] = { ...draft, version: saved.version }
      else delete next[file]
      return next
    })
  }, [])

  return { drafts, edit, settle }
}
