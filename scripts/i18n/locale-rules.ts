import { checkInvalidTranslations } from '@lingual/i18n-check'
import type { Glossary } from './glossary.ts'
import { termProblems } from './glossary-terms.ts'
import type { LocaleFile } from './locale-files.ts'
import { pluralCategoryOrder } from './plural-forms.ts'
import { error, type Problem } from './problems.ts'
import { markerPattern, typographyFindings } from '../../src/i18n/typography.ts'

export const pluralSuffix = /_(zero|one|two|few|many|other)$/

export function expectedKeys(sourceKeys: Iterable<string>, language: string): Map<string, string> {
  const source = new Set(sourceKeys)
  const categories = pluralCategories(language)
  const expected = new Map<string, string>()
  for (const key of source) {
    const base = key.replace(pluralSuffix, '')
    if (base === key) {
      expected.set(key, key)
      continue
    }
    for (const category of categories) {
      const sameForm = `${base}_${category}`
      expected.set(sameForm, source.has(sameForm) ? sameForm : `${base}_other`)
    }
  }
  return expected
}

export function missingPluralForms({ file, strings, language }: LocaleFile): Problem[] {
  return [...expectedKeys(strings.keys(), language).keys()]
    .filter((key) => !strings.has(key))
    .map((key) =>
      error({
        file,
        key,
        reason: `is missing: every plural key needs all the forms of ${language} (${pluralCategories(language).join(', ')})`,
      }),
    )
}

/** In CLDR's order, not the engine's: the order of Intl's list changed between ICU releases, and files we write follow it. */
const pluralCategories = pluralCategoryOrder

export function compareWithSource(
  source: LocaleFile,
  target: LocaleFile,
  glossary: Glossary,
  /** Only these keys' terms are checked (a few texts about to be written), rather than the whole file's. */
  termKeys?: ReadonlySet<string>,
): Problem[] {
  const { file, lines, strings, language } = target
  const expected = expectedKeys(source.strings.keys(), language)
  const problems: Problem[] = []
  for (const [key, sourceKey] of expected) {
    if (!strings.has(key)) {
      const english = source.strings.get(sourceKey) ?? ''
      problems.push(error({ file, key, reason: `is missing: add it with the ${language} text for “${english}” (${source.file})` }))
    }
  }
  for (const key of strings.keys()) {
    if (!expected.has(key)) {
      problems.push(
        error({
          file,
          line: lines.get(key),
          key,
          reason: `is not in ${source.file}: remove it, or ask a developer to add it to English first`,
        }),
      )
    }
  }
  const pairs = [...expected].filter(([key]) => strings.has(key))
  const invalid = checkInvalidTranslations(
    Object.fromEntries(pairs.map(([key, sourceKey]) => [key, source.strings.get(sourceKey)])),
    { [language]: Object.fromEntries(pairs.map(([key]) => [key, strings.get(key)])) },
    { format: 'i18next' },
  )
  for (const { key } of invalid[language] ?? []) {
    const english = source.strings.get(expected.get(key)!)!
    const markers = { english: listMarkers(english), got: listMarkers(strings.get(key)!) }
    problems.push(
      error({
        file,
        line: lines.get(key),
        key,
        reason: `must keep English's placeholders and tags, exactly as written (${markers.english}); it has ${markers.got}`,
        refusal: { code: 'placeholders', values: { english: markers.english, got: markers.got === 'none' ? '—' : markers.got } },
      }),
    )
  }
  const termPairs = termKeys ? pairs.filter(([key]) => termKeys.has(key)) : pairs
  problems.push(...termProblems(source, target, termPairs, glossary.terms, glossary.keepAsIs))
  for (const [key, sourceKey] of pairs) {
    const text = strings.get(key)!
    if (text === source.strings.get(sourceKey) && !mayMatchEnglish(text, language, glossary)) {
      problems.push(
        error({
          file,
          line: lines.get(key),
          key,
          reason: `is the same as English (“${text}”): translate it, or, if it is a name, a technology or a word spelt the same in ${language}, add it to locales/glossary.json`,
          refusal: { code: 'sameAsEnglish', values: { text, language } },
        }),
      )
    }
  }
  return problems
}

export function checkTexts({ file, lines, strings, language }: LocaleFile): Problem[] {
  const problems: Problem[] = []
  for (const [key, text] of strings) {
    const line = lines.get(key)
    if (!text.trim()) {
      problems.push(
        error({
          file,
          line,
          key,
          reason: 'is empty: write the text (a developer removes keys that are no longer needed)',
          refusal: { code: 'empty' },
        }),
      )
      continue
    }
    for (const { code, reason } of typographyFindings(language, text)) problems.push(error({ file, line, key, reason, refusal: { code } }))
  }
  return problems
}

function listMarkers(text: string): string {
  const markers = text.match(markerPattern)
  return markers ? markers.join(' ') : 'none'
}

const withoutMarkers = (text: string) => text.replace(markerPattern, '')

/** A value may equal English when, without glossary terms and placeholders, it has no letters left. */
export function mayMatchEnglish(text: string, language: string, glossary: Glossary): boolean {
  if (glossary.sameAsEnglish[language]?.includes(text)) return true
  const rest = [...glossary.keepAsIs]
    .sort((a, b) => b.length - a.length)
    .reduce((left, term) => left.split(term).join(' '), withoutMarkers(text))
  return !/\p{L}/u.test(rest)
}
