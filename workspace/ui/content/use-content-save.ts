import { useState } from 'react'
import type { ContentProblem, WordProblem } from '../../api.ts'
import { useChecksVersion } from '../shared/checks-version.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'
import type { ContentSaveRequest, ContentSaveResult } from '../../server/save-content.ts'
import { call } from '../shared/workspace-api.ts'

type Conflict = Extract<ContentSaveResult, { status: 'conflict' }> & { request: ContentSaveRequest }

/** What became of the last save: a sentence, and the check's findings when it refused. */
export interface SaveMessage {
  text: string
  problems: ContentProblem[]
  words: WordProblem[]
  /** A refusal's draft and rules: it holds only while both stay. */
  refused?: string
  /** Said because a name field refused its typed name: it holds only while one does. */
  held?: boolean
}

const said = (text: string): SaveMessage => ({ text, problems: [], words: [] })
/** A draft as a refusal judged it: its file, facts and words, and the version of the rules. */
const judged = (request: ContentSaveRequest | undefined, rules: number) =>
  JSON.stringify([
    request?.file,
    request?.data,
    request?.words.map(({ language, namespace, key, text }) => [language, namespace, key, text]),
    rules,
  ])

interface ContentSaveInputs {
  /** A name field refuses the name typed in it: Save would write the entry under the name it keeps. */
  held: boolean
  /** The save of the file shown, as it is now: its facts and its words not saved. */
  request: () => ContentSaveRequest | undefined
  onSaved: (request: ContentSaveRequest, version: string) => Promise<unknown>
  /** The file's version chosen in a conflict: the drafts go. */
  onTakeDisk: (conflict: Conflict) => void
}

/**
 * Saving a data file with its words: the message that says what became of it, and a conflict with the files on
 * disk to resolve (save mine over it knowingly, or keep the file's version and drop the drafts).
 */
export function useContentSave({ held, request, onSaved, onTakeDisk }: ContentSaveInputs) {
  const t = useInterfaceText()
  const rules = useChecksVersion()
  const [kept, setMessage] = useState<SaveMessage>()
  // A refusal goes once the draft it judged has changed (Fix spacing, a name kept as in English): it no longer holds.
  const stale = (kept?.refused !== undefined && kept.refused !== judged(request(), rules)) || (kept?.held && !held)
  const message = stale ? undefined : kept
  const [conflict, setConflict] = useState<Conflict>()
  const [saving, setSaving] = useState(false)

  const send = async (sent: ContentSaveRequest) => {
    setSaving(true)
    setMessage(undefined)
    try {
      const result = await call('content/save', sent)
      setConflict(undefined)
      if (result.status === 'saved') {
        await onSaved(sent, result.version)
        setMessage(said(t('save.contentSaved', { files: result.written.join(', ') })))
      } else if (result.status === 'conflict') setConflict({ ...result, request: sent })
      else if (result.status === 'refused')
        setMessage({
          text: t('save.contentRefused'),
          // A refusal of the file itself (not valid JSON on disk) has no findings with places: its reasons say it.
          problems: result.problems ?? result.reasons.map((reason) => ({ file: '', reason })),
          words: result.words ?? [],
          refused: judged(sent, rules),
        })
      else setMessage({ ...said(t('save.contentRefused')), problems: result.reasons.map((reason) => ({ file: '', reason })) })
    } catch (cause) {
      setMessage(said(t('save.contentFailed', { reason: (cause as Error).message })))
    } finally {
      setSaving(false)
    }
  }

  const save = () => {
    if (held) return setMessage({ ...said(t('save.namesRefused')), held: true })
    const sent = request()
    if (sent) void send(sent)
  }
  /** Saves over what changed on disk, knowingly: the version and the words as the conflict showed them. */
  const keepMine = () => {
    if (!conflict) return
    const disk = new Map(conflict.words.map((word) => [`${word.language}:${word.namespace}:${word.key}`, word.disk]))
    const words = conflict.request.words.map((word) => {
      const id = `${word.language}:${word.namespace}:${word.key}`
      return disk.has(id) ? { ...word, base: disk.get(id) } : word
    })
    void send({ ...conflict.request, version: conflict.version, words })
  }
  const takeDisk = () => {
    if (!conflict) return
    onTakeDisk(conflict)
    setConflict(undefined)
    setMessage(said(t('save.keptFile')))
  }
  const clear = () => {
    setMessage(undefined)
    setConflict(undefined)
  }
  return { message, conflict, saving, save, keepMine, takeDisk, clear }
}
