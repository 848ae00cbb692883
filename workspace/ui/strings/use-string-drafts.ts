import { useCallback, useEffect, useState } from 'react'

/** A translation typed but not saved, with what the file said when it was begun (for the conflict check). */
export interface Draft {
  text: string
  base: string | undefined
  version: string
}

interface DraftState {
  language: string
  drafts: Record<string, Draft>
  /** Each edit session (one string, from its first change to its save or the next string), newest last. */
  history: { id: string; before: string | undefined }[]
  /** The string whose edit session is open: the next change to it joins the same history entry. */
  editing?: string
}

const storageKey = (language: string) => `translate:drafts:${language}`

function load(language: string): DraftState {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(language)) ?? '') as DraftState
    return { language, drafts: stored.drafts ?? {}, history: stored.history ?? [] }
  } catch {
    return { language, drafts: {}, history: [] }
  }
}

/**
 * Unsaved translations, kept in the browser's storage so that a reload (or a crash) loses nothing, and the
 * history of edits, so the last ones can be undone, a save included (its previous text comes back as a draft).
 */
export function useStringDrafts(language: string) {
  const [state, setState] = useState<DraftState>(() => load(language))
  // Another language chosen: its own drafts, read while rendering (React's way to follow a prop).
  if (state.language !== language) setState(load(language))
  useEffect(() => localStorage.setItem(storageKey(state.language), JSON.stringify(state)), [state])

  /** Sets the text of a string; `saved` is what its file says now, to which an equal text returns. */
  const edit = useCallback((id: string, text: string, saved: { text: string | undefined; version: string }) => {
    setState(({ language, drafts, history, editing }) => {
      const current = drafts[id]
      const newSession = editing !== id
      const next = { ...drafts }
      if (text === saved.text) delete next[id]
      else next[id] = { text, base: current?.base ?? saved.text, version: current?.version ?? saved.version }
      return {
        language,
        drafts: next,
        history: newSession ? [...history, { id, before: current?.text ?? saved.text }] : history,
        editing: id,
      }
    })
  }, [])

  /**
   * After a save or a choice in a conflict: no draft left, and the next change starts a new history entry. With
   * `saved` (what a save wrote and the file's new version), text typed while the save was under way stays a draft.
   */
  const settle = useCallback((id: string, saved?: { text: string; version: string }) => {
    setState((state) => {
      const next = { ...state.drafts }
      const draft = next[id]
      if (saved && draft && draft.text !== saved.text) next[id] = { text: draft.text, base: saved.text, version: saved.version }
      else delete next[id]
      return { ...state, drafts: next, editing: undefined }
    })
  }, [])

  /** Undoes the newest edit session: the string gets back the text it had before, as a draft unless it is saved. */
  const undo = useCallback(
    (savedText: (id: string) => { text: string | undefined; version: string }) => {
      const last = state.history.at(-1)
      if (!last) return undefined
      const saved = savedText(last.id)
      setState(({ language, drafts, history }) => {
        const next = { ...drafts }
        if (last.before === saved.text || last.before === undefined) delete next[last.id]
        else next[last.id] = { text: last.before, base: saved.text, version: saved.version }
        return { language, drafts: next, history: history.slice(0, -1), editing: undefined }
      })
      return last.id
    },
    [state.history],
  )

  return { drafts: state.drafts, canUndo: state.history.length > 0, edit, settle, undo }
}
