import { join } from 'node:path'
import { writeFileAtomic } from '../../scripts/i18n/atomic-write.ts'
import { glossaryFile, withKeptNames } from '../../scripts/i18n/glossary.ts'
import { readIfThere } from '../../scripts/i18n/locale-files.ts'
import { oneAtATime } from './one-at-a-time.ts'

export type KeepResult =
  /** On the glossary's list of words kept as in English (`keepAsIs`), now or before. */
  | { status: 'kept'; text: string; file: string }
  /** Nothing written: the glossary cannot be read as it is. */
  | { status: 'refused'; reasons: string[] }

/** Adds a name (a social network, a client's company) to the glossary's words kept as in English, one write at a time. */
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
    if (!kept.includes(text)) writeFileAtomic(path, withKeptNames(glossary, kept, [text]))
    return { status: 'kept', text, file: glossaryFile }
  })
}
