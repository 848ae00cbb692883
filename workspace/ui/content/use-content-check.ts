import { useEffect, useRef, useState } from 'react'
import type { WordEdit } from '../../server/save-content.ts'
import type { DataDraft } from './use-content-drafts.ts'
import type { ContentProblem } from '../../api.ts'
import { call } from '../shared/workspace-api.ts'

/** Typing is not held up: the check and the preview follow a moment after the last change. */
const pause = 300

/** The content check's findings on a file as it is edited, with the words not saved yet; none while it passes. */
export function useContentCheck(file: string | undefined, data: unknown, words: readonly WordEdit[]): ContentProblem[] {
  const [found, setFound] = useState<{ file: string; problems: ContentProblem[] }>()
  const request = JSON.stringify({ file, data, words })
  useEffect(() => {
    if (file === undefined || data === undefined) return
    const controller = new AbortController()
    const timer = setTimeout(
      () =>
        call('content/check', { file, data, words: [...words] }, { signal: controller.signal }).then(
          ({ problems }) => setFound({ file, problems }),
          () => {},
        ),
      pause,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [request]) // eslint-disable-line react-hooks/exhaustive-deps
  // The last verdict stays until the next one: findings do not blink while typing.
  return found && found.file === file ? found.problems : []
}

/**
 * Shows each file's draft in the preview, as the dev server's data for it, and a file without a draft as it is
 * on disk again; `reloads` counts the changes, for the preview to load its pages afresh. `previewing`: the files
 * the server shows a draft of when the workspace opens (a draft dropped in another window).
 */
export function useDraftPreview(drafts: Record<string, DataDraft>, previewing: readonly string[] | undefined) {
  const shown = useRef<Map<string, string> | undefined>(undefined)
  const [reloads, setReloads] = useState(0)
  const wanted = JSON.stringify(drafts)
  useEffect(() => {
    if (!previewing) return
    shown.current ??= new Map(previewing.map((file) => [file, '']))
    const timer = setTimeout(async () => {
      let changed = false
      for (const file of new Set([...Object.keys(drafts), ...shown.current!.keys()])) {
        const text = drafts[file] ? JSON.stringify(drafts[file].data) : undefined
        if (text === shown.current!.get(file)) continue
        if (
          !(await call('content/preview', { file, data: drafts[file]?.data ?? null }).then(
            ({ shown }) => shown,
            () => false,
          ))
        )
          continue
        if (text === undefined) shown.current!.delete(file)
        else shown.current!.set(file, text)
        changed = true
      }
      if (changed) setReloads((count) => count + 1)
    }, pause)
    return () => clearTimeout(timer)
  }, [wanted, previewing]) // eslint-disable-line react-hooks/exhaustive-deps

  /** A file saved: the server shows it from disk, and the preview loads it afresh. */
  const saved = (file: string) => {
    shown.current?.delete(file)
    setReloads((count) => count + 1)
  }
  return { reloads, saved }
}
