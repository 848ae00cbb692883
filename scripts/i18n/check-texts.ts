import { defaultLanguage } from '../../src/i18n/languages.ts'
import { checkLimits } from './length-limits.ts'
import { findLocaleFile, type LocaleFile } from './locale-files.ts'
import type { Glossary } from './glossary.ts'
import { checkTexts, compareWithSource } from './locale-rules.ts'
import type { Problem } from './problems.ts'

/** The locale check's errors for some texts before they are written, for those keys only. */
export function checkNewTexts(
  files: readonly LocaleFile[],
  glossary: Glossary,
  language: string,
  namespace: string,
  texts: ReadonlyMap<string, string>,
): Problem[] {
  const english = findLocaleFile(files, defaultLanguage, namespace)
  const current = findLocaleFile(files, language, namespace)
  const candidate: LocaleFile = {
    language,
    namespace,
    file: current?.file ?? `locales/${language}/${namespace}.json`,
    strings: new Map([...(current?.strings ?? []), ...texts]),
    lines: current?.lines ?? new Map(),
  }
  const changed: LocaleFile = { ...candidate, strings: new Map(texts) }
  const problems = [...checkTexts(changed), ...checkLimits(changed)]
  if (english && language !== defaultLanguage) problems.push(...compareWithSource(english, candidate, glossary, new Set(texts.keys())))
  return problems.filter(({ level, key }) => level === 'error' && key !== undefined && texts.has(key))
}

/** A text about to be written, not on disk yet. */
export interface PendingText {
  language: string
  namespace: string
  key: string
  text: string
}

/** The locale files as they will be once `texts` are written: what other texts are checked against before a save. */
export function withPending(files: readonly LocaleFile[], texts: readonly PendingText[]): LocaleFile[] {
  const changed = files.map((file) => ({ ...file, strings: new Map(file.strings) }))
  for (const { language, namespace, key, text } of texts) {
    let file = findLocaleFile(changed, language, namespace)
    if (!file) {
      file = { language, namespace, file: `locales/${language}/${namespace}.json`, strings: new Map(), lines: new Map() }
      changed.push(file)
    }
    file.strings.set(key, text)
  }
  return changed
}
