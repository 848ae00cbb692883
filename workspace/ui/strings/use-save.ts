import { useState } from 'react'
import { useChecksVersion } from '../shared/checks-version.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { useReasonWords } from '../shared/use-reason-words.ts'
import type { SaveResult } from '../../server/save-string.ts'
import type { StringsAnswer, WorkspaceString } from '../../server/workspace-strings.ts'
import type { Draft } from './use-string-drafts.ts'
import { call } from '../shared/workspace-api.ts'

type Conflict = Extract<SaveResult, { status: 'conflict' }> & { id: string }

interface SaveInputs {
  language: string
  data: StringsAnswer | undefined
  selected: WorkspaceString | undefined
  /** The text in the editor. */
  text: string
  draft: Draft | undefined
  settle: (id: string, saved?: { text: string; version: string }) => void
  reload: () => Promise<unknown>
}

/**
 * Saving the selected string: the message that says what became of it, and a conflict with the file on disk
 * to resolve (keep mine: save over it knowingly; take the file's: drop the draft).
 */
export function useSave({ language, data, selected, text, draft, settle, reload }: SaveInputs) {
  const t = useInterfaceText()
  const wordOf = useReasonWords()
  const rules = useChecksVersion()
  /** `refused`: the text a refusal judged, and the rules it was judged by; it holds only while both stay. */
  const [said, setSaid] = useState<{ text: string; refused?: { text: string; rules: number } }>()
  const setMessage = (text: string | undefined) => setSaid(text === undefined ? undefined : { text })
  const [conflict, setConflict] = useState<Conflict>()
  const message = said?.refused && (said.refused.text !== text || said.refused.rules !== rules) ? undefined : said?.text

  const save = async (override?: { version: string; base: string | undefined }): Promise<boolean> => {
    if (!selected || !data) return false
    let result: SaveResult
    try {
      result = await call('save', {
        language,
        namespace: selected.namespace,
        key: selected.key,
        text,
        version: override?.version ?? draft?.version ?? data.versions[selected.namespace] ?? '',
        base: override ? override.base : draft ? draft.base : selected.text,
      })
    } catch (cause) {
      setMessage(t('save.stringFailed', { reason: (cause as Error).message }))
      return false
    }
    setConflict(undefined)
    if (result.status === 'saved') {
      // The saved text first, then the draft goes: the preview never shows the old text in between.
      await reload()
      settle(selected.id, { text, version: result.version })
      setMessage(t('save.stringSaved', { file: result.file, line: result.line }))
      return true
    }
    if (result.status === 'conflict') setConflict({ ...result, id: selected.id })
    else if (result.status === 'refused')
      setSaid({
        text: t('save.stringRefused', {
          reasons: (result.problems ?? result.reasons.map((reason) => ({ reason }))).map(wordOf).join('; '),
        }),
        refused: { text, rules },
      })
    else setMessage(t('save.stringRefused', { reasons: result.reasons.join('; ') }))
    return false
  }

  const keepMine = () => conflict && save({ version: conflict.version, base: conflict.disk })
  const takeDisk = () => {
    if (!conflict) return
    settle(conflict.id)
    setConflict(undefined)
    setMessage(t('save.keptFile'))
    void reload()
  }
  /** Another string opened: no conflict left, and no message unless asked to keep it. */
  const clear = ({ keepMessage = false } = {}) => {
    if (!keepMessage) setMessage(undefined)
    setConflict(undefined)
  }

  return { message, conflict, save, keepMine, takeDisk, clear }
}
