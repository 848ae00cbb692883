import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLanguage, languages } from '../../src/i18n/languages.ts'
import { dataKeyUsages } from '../content/check-content.ts'
import { dataFolder } from '../../src/content/collections.ts'
import { checkedNamespaces as namespaces } from '../../src/i18n/namespaces.ts'
import { inconsistentTranslations } from './consistency.ts'
import { guideTermsProblems } from './guide-terms.ts'
import { checkLimits } from './length-limits.ts'
import { findKeyUsages, undefinedKeys, unusedKeys } from './code-keys.ts'
import { findLocaleFile, readLocaleSet, type LocaleFile } from './locale-files.ts'
import { readGlossary } from './glossary.ts'
import { checkTexts, compareWithSource, missingPluralForms } from './locale-rules.ts'
import { error, warning, type Problem } from './problems.ts'
import { readTranslatedFrom, staleTranslations } from './translated-from.ts'

const codeDirectories = ['src', 'scripts', 'workspace']
const wordsModule = 'src/content/words.ts'

export interface CheckOptions {
  /** Also compare the keys used in code with English (the build checks locale files only). */
  code?: boolean
  /** The language list; a test passes its own to add a temporary language. */
  languageCodes?: string[]
}

export function checkLocales(
  root: string,
  { code = true, languageCodes = languages.map(({ code }) => code) }: CheckOptions = {},
): Problem[] {
  const set = readLocaleSet(root)
  const problems = [...set.problems]
  const glossary = readGlossary(root, problems)
  problems.push(...guideTermsProblems(root, glossary))
  const translatedFrom = readTranslatedFrom(root, problems)
  const listFile = 'src/i18n/languages.ts'
  for (const folder of set.folders.filter((folder) => !languageCodes.includes(folder))) {
    problems.push(error({ file: `locales/${folder}/`, reason: `is not in the language list: add an entry for “${folder}” to ${listFile}` }))
  }
  for (const language of languageCodes.filter((language) => !set.folders.includes(language))) {
    problems.push(error({ file: listFile, reason: `lists “${language}” but locales/${language}/ does not exist` }))
  }

  const dataKeys = new Set(dataKeyUsages(root).map(({ namespace, key }) => `${namespace}:${key}`))
  const fileOf = (language: string, namespace: string) => findLocaleFile(set.files, language, namespace)
  const source = namespaces.map((namespace) => fileOf(defaultLanguage, namespace)).filter((file): file is LocaleFile => !!file)
  for (const language of languageCodes.filter((language) => set.folders.includes(language))) {
    for (const namespace of namespaces) {
      const file = `locales/${language}/${namespace}.json`
      if (!fileOf(language, namespace) && !set.unreadable.has(file)) {
        problems.push(error({ file, reason: `is missing: every language has one file per namespace (${namespaces.join(', ')})` }))
      }
    }
  }
  for (const file of set.files) {
    if (!(namespaces as readonly string[]).includes(file.namespace)) {
      problems.push(
        error({
          file: file.file,
          reason: `is not a namespace the site loads (${namespaces.join(', ')}): rename it, or ask a developer to add it to src/i18n/namespaces.ts`,
        }),
      )
      continue
    }
    problems.push(...checkTexts(file), ...checkLimits(file))
    const english = fileOf(defaultLanguage, file.namespace)
    if (english && file.language !== defaultLanguage && languageCodes.includes(file.language)) {
      problems.push(
        ...waitingWords(compareWithSource(english, file, glossary), file.namespace, dataKeys),
        ...staleTranslations(english, file, translatedFrom, glossary),
      )
    }
  }
  for (const english of source) problems.push(...missingPluralForms(english))
  for (const language of languageCodes.filter((language) => language !== defaultLanguage)) {
    problems.push(...inconsistentTranslations(set.files, language, glossary))
  }

  if (code && source.length === namespaces.length) {
    // A tree without the workspace (a received bundle's) has its keys in src/ and scripts/ only.
    const directories = codeDirectories.filter((directory) => existsSync(join(root, directory)))
    const codeKeys = findKeyUsages(root, directories, namespaces)
    // Data keys count one by one, so a removed entry's words show as unused; missing words are the content check's to report.
    const usedKeys = { ...codeKeys, usages: [...codeKeys.usages.filter(({ file }) => file !== wordsModule), ...dataKeyUsages(root)] }
    problems.push(...undefinedKeys(codeKeys, source), ...unusedKeys(usedKeys, source, [...directories, dataFolder]))
  }
  return problems
}

/** A data entry's word not translated yet is a notice, as the content check says: the entry waits, on the English pages only. */
function waitingWords(problems: Problem[], namespace: string, dataKeys: ReadonlySet<string>): Problem[] {
  return problems.map(({ level, ...problem }) =>
    problem.reason.startsWith('is missing: ') && dataKeys.has(`${namespace}:${problem.key}`)
      ? warning({
          ...problem,
          reason: problem.reason.replace('is missing: ', 'waits for its translation, and its entry shows on the English pages only: '),
        })
      : { level, ...problem },
  )
}
