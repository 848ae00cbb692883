import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLanguage } from '../../src/i18n/languages.ts'
import { checkedNamespaces as namespaces } from '../../src/i18n/namespaces.ts'
import { writeFileAtomic } from './atomic-write.ts'
import { findLocaleFile, type LocaleFile } from './locale-files.ts'
import type { Glossary } from './glossary.ts'
import { expectedKeys, mayMatchEnglish } from './locale-rules.ts'
import { error, warning, type Problem } from './problems.ts'

/** Written by `i18n:confirm` and `i18n:import`, never by hand. */
export const translatedFromFile = 'locales/translated-from.json'

export type TranslatedFrom = Record<string, Record<string, string>>

/** `stale`: made from other English than today's, or never confirmed. */
export interface Review {
  namespace: string
  key: string
  sourceKey: string
  state: 'new' | 'stale' | 'done'
  english: string
  /** The English the translation was made from, when it is stale and on record. */
  previousEnglish?: string
  text?: string
}

export const recordKey = (namespace: string, key: string) => `${namespace}:${key}`

export function readTranslatedFrom(root: string, problems: Problem[] = []): TranslatedFrom {
  try {
    return JSON.parse(readFileSync(join(root, translatedFromFile), 'utf8')) as TranslatedFrom
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return {}
    problems.push(
      error({
        file: translatedFromFile,
        reason: `cannot be read (${(cause as Error).message}): restore it from git; it is written by npm run i18n:confirm and i18n:import`,
      }),
    )
    return {}
  }
}

export function writeTranslatedFrom(root: string, files: readonly LocaleFile[], record: TranslatedFrom): void {
  const ordered: TranslatedFrom = {}
  for (const language of Object.keys(record).sort()) {
    ordered[language] = {}
    for (const namespace of namespaces) {
      const english = findLocaleFile(files, defaultLanguage, namespace)
      if (!english) continue
      for (const key of expectedKeys(english.strings.keys(), language).keys()) {
        const from = record[language]?.[recordKey(namespace, key)]
        if (from !== undefined) ordered[language]![recordKey(namespace, key)] = from
      }
    }
  }
  writeFileAtomic(join(root, translatedFromFile), `${JSON.stringify(ordered, null, 2)}\n`)
}

export function reviewNamespace(
  english: LocaleFile,
  target: LocaleFile | undefined,
  record: TranslatedFrom,
  glossary: Glossary,
  language = target?.language ?? '',
): Review[] {
  const { namespace } = english
  return [...expectedKeys(english.strings.keys(), language)].map(([key, sourceKey]) => {
    const englishText = english.strings.get(sourceKey)!
    const text = target?.strings.get(key)
    const base = { namespace, key, sourceKey, english: englishText, text }
    if (!isTranslated(text, englishText, language, glossary)) return { ...base, state: 'new' }
    const from = record[language]?.[recordKey(namespace, key)]
    if (from === englishText) return { ...base, state: 'done' }
    return { ...base, state: 'stale', previousEnglish: from }
  })
}

/** A text counts as translated when it is there, not empty, and not still English (unless the glossary allows it). */
export function isTranslated(text: string | undefined, english: string, language: string, glossary: Glossary): text is string {
  if (!text?.trim()) return false
  return language === defaultLanguage || text !== english || mayMatchEnglish(text, language, glossary)
}

export const confirmCommand = (language: string, namespace: string, key: string) =>
  `npm run i18n:confirm -- ${language} ${recordKey(namespace, key)}`

/** Warnings: the check shows them, the build does not stop. */
export function staleTranslations(english: LocaleFile, target: LocaleFile, record: TranslatedFrom, glossary: Glossary): Problem[] {
  return reviewNamespace(english, target, record, glossary)
    .filter(({ state }) => state === 'stale')
    .map(({ key, english: now, previousEnglish }) =>
      warning({
        file: target.file,
        line: target.lines.get(key),
        key,
        reason:
          previousEnglish === undefined
            ? `needs review: nothing records which English it was translated from. Check it against “${now}”, then run ${confirmCommand(target.language, target.namespace, key)}`
            : `needs review: the English changed from “${previousEnglish}” to “${now}” since it was translated. Update it if needed, then run ${confirmCommand(target.language, target.namespace, key)}`,
      }),
    )
}
