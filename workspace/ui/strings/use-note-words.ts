import { wordNote, type Note } from '../../../scripts/i18n/string-notes.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'

/** A string's notes in the interface's language, its pages named as the page menu names them. */
export function useNoteWords(pageNames: Record<string, string>): (note: Note) => string {
  const t = useInterfaceText()
  return (note) =>
    wordNote(
      note,
      (key, values) => t(key, { ...values, defaultValue: key }),
      (id) => pageNames[id] ?? id,
    )
}
