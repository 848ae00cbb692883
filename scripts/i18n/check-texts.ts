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
