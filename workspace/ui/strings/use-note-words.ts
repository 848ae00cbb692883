import type { Note } from '../../../scripts/i18n/string-notes.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'

/** A string's notes in the interface's language (`notes.*`), its pages named as the page menu names them. */
export function useNoteWords(pageNames: Record<string, string>): (note: Note) => string {
  const t = useInterfaceText()
  return (note) => {
    if (note.code === 'where') {
      const place =
        note.pages === 'every'
          ? t('notes.everyPage')
          : note.pages.map((id) => t('notes.page', { name: pageNames[id] ?? id })).reduce((first, next) => t('notes.and', { first, next }))
      const part = note.meta ? t(`notes.metaPlaces.${note.meta.split('.').pop()!}`, { defaultValue: note.meta }) : note.section
      return part ? t('notes.whereIn', { place, part }) : t('notes.where', { place })
    }
    if (note.code === 'limit') {
      const what = t(`notes.limits.${note.limit}`, { defaultValue: note.limit })
      return note.left === undefined
        ? t('notes.limit', { max: note.max, what })
        : t('notes.limitWithSuffix', { max: note.max, what, suffix: note.suffix, left: note.left })
    }
    const meaning = note.meaning
      ? t(`notes.placeholders.${note.meaning}`, { ...note.values, defaultValue: note.meaning })
      : t('notes.filledBySite')
    return t('notes.keep', { marker: note.marker, meaning })
  }
}
