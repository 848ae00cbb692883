import { defaultLanguage, languages } from '../../src/i18n/languages'
import { namespaces } from '../../src/i18n/namespaces'
import { readGlossary } from './check-locales'
import { findLocaleFile, readLocaleSet } from './locale-files'
import { expectedKeys, mayMatchEnglish } from './locale-rules'

export interface NamespaceStatus {
  language: string
  namespace: string
  translated: number
  total: number
}

/**
 * Per language and namespace: how many of the keys the language needs have a text of their own. A
 * text counts when it is there, not empty, and not still English (unless the glossary allows it).
 */
export function translationStatus(root: string, languageCodes = languages.map(({ code }) => code)): NamespaceStatus[] {
  const { files } = readLocaleSet(root)
  const glossary = readGlossary(root)
  const fileOf = (language: string, namespace: string) => findLocaleFile(files, language, namespace)
  return languageCodes.flatMap((language) =>
    namespaces.map((namespace) => {
      const source = fileOf(defaultLanguage, namespace)?.strings ?? new Map<string, string>()
      const target = fileOf(language, namespace)?.strings ?? new Map<string, string>()
      const expected = [...expectedKeys(source.keys(), language)]
      const translated = expected.filter(([key, sourceKey]) => {
        const text = target.get(key)
        if (!text?.trim()) return false
        return language === defaultLanguage || text !== source.get(sourceKey) || mayMatchEnglish(text, language, glossary)
      }).length
      return { language, namespace, translated, total: expected.length }
    }),
  )
}

/** A plain-text table: one row per namespace, one column per language, and the totals. */
export function statusTable(status: NamespaceStatus[]): string {
  const codes = [...new Set(status.map(({ language }) => language))]
  const cell = (rows: NamespaceStatus[]) => {
    const translated = rows.reduce((sum, row) => sum + row.translated, 0)
    const total = rows.reduce((sum, row) => sum + row.total, 0)
    return `${translated}/${total} ${total ? Math.floor((100 * translated) / total) : 100}%`
  }
  const rows = [
    ['namespace', ...codes],
    ...namespaces.map((namespace) => [namespace, ...codes.map((code) => cell(status.filter((row) => row.language === code && row.namespace === namespace)))]),
    ['total', ...codes.map((code) => cell(status.filter((row) => row.language === code)))],
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) => row.map((text, column) => (column ? text.padStart(widths[column]!) : text.padEnd(widths[column]!))).join('   ')).join('\n')
}
