import { useState } from 'react'
import type { ContentSaveRequest, ContentSaveResult } from '../../server/save-content.ts'
import { call } from '../shared/workspace-api.ts'

type Conflict = Extract<ContentSaveResult, { status: 'conflict' }> & { request: ContentSaveRequest }

/** What became of the last save: a sentence, and the check's findings when it refused. */
export interface SaveMessage {
  text: string
  reasons: string[]
}

interface ContentSaveInputs {
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
export function useContentSave({ request, onSaved, onTakeDisk }: ContentSaveInputs) {
  const [message, setMessage] = useState<SaveMessage>()
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
        setMessage({ text: `Saved in ${result.written.join(', ')}. The preview shows the page as saved.`, reasons: [] })
      } else if (result.status === 'conflict') setConflict({ ...result, request: sent })
      else
        setMessage({
          text: 'Not saved: the check found what follows. The files keep what they had; your changes stay here.',
          reasons: result.reasons,
        })
    } catch (cause) {
      setMessage({ text: `Not saved: ${(cause as Error).message}. Your changes stay here, unsaved.`, reasons: [] })
    } finally {
      setSaving(false)
    }
  }

  const save = () => {
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
    setMessage({ text: 'Kept the version in the file.', reasons: [] })
  }
  const clear = () => {
    setMessage(undefined)
    setConflict(undefined)
  }
  return { message, conflict, saving, save, keepMine, takeDisk, clear }
}
