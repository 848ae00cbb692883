import { defaultLanguage } from '../../src/i18n/languages.ts'
import { findLocaleFile, type LocaleFile } from './locale-files.ts'
import type { Glossary } from './glossary.ts'
import { expectedKeys, pluralSuffix } from './locale-rules.ts'
import { warning, type Problem, type Refusal } from './problems.ts'
import { isTranslated } from './translated-from.ts'

interface Translated {
  id: string
  file: LocaleFile
  key: string
  english: string
  text: string
}

function translatedTexts(files: readonly LocaleFile[], language: string, glossary: Glossary): Translated[] {
  return files
    .filter((file) => file.language === language)
    .flatMap((file) => {
      const source = findLocaleFile(files, defaultLanguage, file.namespace)
      if (!source) return []
      return [...expectedKeys(source.strings.keys(), language)].flatMap(([key, sourceKey]) => {
        const english = source.strings.get(sourceKey)!
        const text = file.strings.get(key)
        const id = `${file.namespace}:${key}`
        if (glossary.mayDiffer[id] !== undefined) return []
        return isTranslated(text, english, language, glossary) ? [{ id, file, key, english, text }] : []
      })
    })
}

/** Texts translate the same English alike when they are of the same plural form (a _many and an _other differ by rule). */
const sameEnglish = (a: { english: string; key: string }, b: { english: string; key: string }) =>
  a.english === b.english && pluralSuffix.exec(a.key)?.[1] === pluralSuffix.exec(b.key)?.[1]

const reason = (english: string, text: string, other: Translated) =>
  `translates “${english}” as « ${text} », but ${other.id} translates the same English as « ${other.text} »: use one of the two in both, unless the places need different words`

export function inconsistentTranslations(files: readonly LocaleFile[], language: string, glossary: Glossary): Problem[] {
  const firstOf = new Map<string, Translated>()
  const problems: Problem[] = []
  for (const entry of translatedTexts(files, language, glossary)) {
    const group = `${pluralSuffix.exec(entry.key)?.[1] ?? ''}\u0000${entry.english}`
    const first = firstOf.get(group)
    if (!first) firstOf.set(group, entry)
    else if (first.text !== entry.text)
      problems.push(
        warning({
          file: entry.file.file,
          line: entry.file.lines.get(entry.key),
          key: entry.key,
          reason: reason(entry.english, entry.text, first),
        }),
      )
  }
  return problems
}

export function otherTranslationsOf(
  files: readonly LocaleFile[],
  language: string,
  glossary: Glossary,
  string: { namespace: string; key: string; english: string },
  text: string,
): { reason: string; refusal: Refusal }[] {
  const id = `${string.namespace}:${string.key}`
  if (glossary.mayDiffer[id] !== undefined) return []
  const others = translatedTexts(files, language, glossary).filter((entry) => entry.id !== id && sameEnglish(entry, string))
  const differing = others.filter((other) => other.text !== text)
  return differing.length && text.trim()
    ? differing.map((other) => ({
        reason: reason(string.english, text, other),
        refusal: { code: 'translatedOtherwise', values: { english: string.english, text, other: other.text, otherId: other.id } },
      }))
    : []
}
