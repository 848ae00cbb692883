import { useCallback, useMemo } from 'react'
import type { PendingText } from '../../../scripts/i18n/check-texts.ts'
import { wordIdsOf } from '../../../src/content/collections.ts'
import type { WordEdit } from '../../server/save-content.ts'
import { useStringDrafts } from '../strings/use-string-drafts.ts'
import { movesAreFree } from './entry-names.ts'

/**
 * The words of the content's entries in English and in the language translated: as saved (`saved`, per language,
 * `namespace:key` → text) and as typed, the drafts the strings view keeps too, so both views show one draft.
 */
export function useContentWords(english: string, language: string, saved: Record<string, Record<string, string>> | undefined) {
  const source = useStringDrafts(english)
  const target = useStringDrafts(language)
  const draftsOf = useCallback((code: string) => (code === english ? source : target), [english, source, target])

  const savedOf = useCallback((id: string, code: string) => saved?.[code]?.[id], [saved])
  const textOf = useCallback((id: string, code: string) => draftsOf(code).drafts[id]?.text ?? savedOf(id, code) ?? '', [draftsOf, savedOf])
  const edit = (id: string, code: string, text: string) => draftsOf(code).edit(id, text, { text: savedOf(id, code), version: '' })

  /** A word with text on disk in any language, or in a draft: someone's, so no other entry's words may move onto it. */
  const owned = (id: string) =>
    source.drafts[id] !== undefined ||
    target.drafts[id] !== undefined ||
    Object.values(saved ?? {}).some((texts) => texts[id] !== undefined)

  /** An entry or a feature renamed before it was saved: its words go with it, only onto keys nobody owns (else none move). */
  const rename = (moves: readonly (readonly [string, string])[]): boolean => {
    if (!movesAreFree(moves, owned)) return false
    for (const code of [english, language])
      for (const [from, to] of moves) {
        const draft = draftsOf(code).drafts[from]
        if (!draft || from === to) continue
        draftsOf(code).settle(from)
        draftsOf(code).edit(to, draft.text, { text: undefined, version: '' })
      }
    return true
  }

  /** The drafts of words no entry has any more (a new entry removed): dropped, so no later entry inherits them. */
  const drop = (ids: readonly string[]) => {
    for (const code of [english, language]) for (const id of ids) draftsOf(code).settle(id)
  }

  /** The words not saved of a file's entries, as a save or a check sends them. */
  const pendingOf = (file: string, data: unknown): WordEdit[] =>
    wordIdsOf(file, data).flatMap((id) =>
      [english, language].flatMap((code) => {
        const draft = draftsOf(code).drafts[id]
        if (!draft) return []
        const [namespace, key] = id.split(/:(.*)/) as [string, string]
        return [{ language: code, namespace, key, text: draft.text, base: draft.base }]
      }),
    )

  /** After a save, or the file's words chosen over the drafts. */
  const settle = (words: readonly Pick<PendingText, 'language' | 'namespace' | 'key'>[]) => {
    for (const { language: code, namespace, key } of words) draftsOf(code).settle(`${namespace}:${key}`)
  }

  const unsaved = Object.keys(source.drafts).length + Object.keys(target.drafts).length
  const version = useMemo(() => [source.drafts, target.drafts, saved], [source.drafts, target.drafts, saved])
  return {
    textOf,
    savedOf,
    edit,
    owned,
    rename,
    drop,
    pendingOf,
    settle,
    drafts: { [english]: source.drafts, [language]: target.drafts },
    unsaved,
    version,
  }
}

export type ContentWords = ReturnType<typeof useContentWords>
