import { defaultLanguage, languages } from '../../src/i18n/languages.ts'
import { namespaces } from '../../src/i18n/namespaces.ts'
import { readGlossary } from './glossary.ts'
import { findLocaleFile, readLocaleSet } from './locale-files.ts'
import { confirmCommand, readTranslatedFrom, reviewNamespace, type Review } from './translated-from.ts'

export interface NamespaceStatus {
  language: string
  namespace: string
  translated: number
  total: number
  /** Translated keys whose English changed since (or that were never confirmed): they need review. */
  stale: (Review & { language: string })[]
}

export function translationStatus(root: string, languageCodes = languages.map(({ code }) => code)): NamespaceStatus[] {
  const { files } = readLocaleSet(root)
  const glossary = readGlossary(root)
  const record = readTranslatedFrom(root)
  const fileOf = (language: string, namespace: string) => findLocaleFile(files, language, namespace)
  return languageCodes.flatMap((language) =>
    namespaces.map((namespace) => {
      const english = fileOf(defaultLanguage, namespace)
      const reviews = english ? reviewNamespace(english, fileOf(language, namespace), record, glossary, language) : []
      return {
        language,
        namespace,
        translated: reviews.filter(({ state }) => state !== 'new').length,
        total: reviews.length,
        stale:
          language === defaultLanguage ? [] : reviews.filter(({ state }) => state === 'stale').map((review) => ({ ...review, language })),
      }
    }),
  )
}

export function staleList(status: NamespaceStatus[]): string {
  const stale = status.flatMap((row) => row.stale)
  if (!stale.length) return 'Needs review: none (every translation matches the English it was made from)'
  const lines = stale.map(({ language, namespace, key, english, previousEnglish }) => {
    const change =
      previousEnglish === undefined ? `never confirmed; English: “${english}”` : `English was “${previousEnglish}”, now “${english}”`
    return `  ${language} ${namespace}:${key}: ${change}\n      when checked: ${confirmCommand(language, namespace, key)}`
  })
  return [
    `Needs review: ${stale.length} translation${stale.length === 1 ? '' : 's'} made from English that has changed since`,
    ...lines,
  ].join('\n')
}

export function statusTable(status: NamespaceStatus[]): string {
  const codes = [...new Set(status.map(({ language }) => language))]
  const cell = (rows: NamespaceStatus[]) => {
    const translated = rows.reduce((sum, row) => sum + row.translated, 0)
    const total = rows.reduce((sum, row) => sum + row.total, 0)
    return `${translated}/${total} ${total ? Math.floor((100 * translated) / total) : 100}%`
  }
  const rows = [
    ['namespace', ...codes],
    ...namespaces.map((namespace) => [
      namespace,
      ...codes.map((code) => cell(status.filter((row) => row.language === code && row.namespace === namespace))),
    ]),
    ['total', ...codes.map((code) => cell(status.filter((row) => row.language === code)))],
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows
    .map((row) => row.map((text, column) => (column ? text.padStart(widths[column]!) : text.padEnd(widths[column]!))).join('   '))
    .join('\n')
}
