import { join } from 'node:path'
import { writeFileAtomic } from '../../scripts/i18n/atomic-write.ts'
import { glossaryFile } from '../../scripts/i18n/glossary.ts'
import { readIfThere } from '../../scripts/i18n/locale-files.ts'
import { oneAtATime } from './one-at-a-time.ts'

export type KeepResult =
  /** On the glossary's list of words kept as in English (`keepAsIs`), now or before. */
  | { status: 'kept'; text: string; file: string }
  /** Nothing written: the glossary cannot be read as it is. */
  | { status: 'refused'; reasons: string[] }

/**
 * Adds a name to `keepAsIs` in locales/glossary.json, the words every language keeps as in English (a social network,
 * a client's company), so the check no longer takes a text that is only that name for forgotten English. The file is
 * written as the i18n commands write it (JSON.stringify, 2 spaces), the rest of it as it was, in one atomic rename,
 * one write at a time.
 */
export function keepAsName(root: string, text: string): Promise<KeepResult> {
  const path = join(root, glossaryFile)
  return oneAtATime<KeepResult>(path, () => {
    const before = readIfThere(path)
    let glossary: Record<string, unknown>
    try {
      glossary = JSON.parse(before ?? '{}') as Record<string, unknown>
    } catch (cause) {
      return { status: 'refused', reasons: [`${glossaryFile} is not valid JSON (${(cause as Error).message}): a developer fixes it first`] }
    }
    const kept = glossary.keepAsIs ?? []
    if (!Array.isArray(kept)) return { status: 'refused', reasons: [`${glossaryFile}: keepAsIs is not a list: a developer fixes it first`] }
    if (!kept.includes(text)) writeFileAtomic(path, `${JSON.stringify({ ...glossary, keepAsIs: [...kept, text] }, null, 2)}\n`)
    return { status: 'kept', text, file: glossaryFile }
  })
}
