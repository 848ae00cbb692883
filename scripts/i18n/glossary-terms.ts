import type { LocaleFile } from './locale-files.ts'
import { error, type Problem, type Refusal } from './problems.ts'

interface TermTranslation {
  /** The first is the one the guide shows. */
  use: string[]
  not?: string[]
  /** The translation may say it in other words (a title rephrased): only the variants in `not` are refused. */
  optional?: boolean
  note?: string
}

export interface GlossaryTerm {
  english: string
  context?: string
  /** The English words that call for it (“plan”, “plans”); `english` when absent. */
  match?: string[]
  /** Keys where it does not apply: `namespace:key`, or `key` for every namespace (meta.keywords). */
  except?: string[]
  [language: string]: TermTranslation | string | string[] | undefined
}

const termIn = (term: GlossaryTerm, language: string) => {
  const value = term[language]
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined
}

/** Whole words, any case: « plan » is not found in « planning »; both apostrophes count as one. */
function phrasePattern(phrase: string): RegExp {
  let pattern = patterns.get(phrase)
  if (!pattern) {
    const escaped = normalize(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    pattern = new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, 'giu')
    patterns.set(phrase, pattern)
  }
  pattern.lastIndex = 0
  return pattern
}

const patterns = new Map<string, RegExp>()

const normalize = (text: string) => text.replace(/'/g, '’').replace(/[\u00a0\u202f]/g, ' ')

const markers = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>/g

const found = (text: string, phrase: string) => text.match(phrasePattern(phrase))?.[0]
const contains = (text: string, phrase: string) => found(text, phrase) !== undefined
const removeAll = (text: string, phrases: readonly string[]) =>
  [...phrases].sort((a, b) => b.length - a.length).reduce((left, phrase) => left.replace(phrasePattern(phrase), ' '), text)

const longest = (term: GlossaryTerm) => Math.max(...(term.match ?? [term.english]).map((word) => word.length))

const excepted = (term: GlossaryTerm, namespace: string, key: string) =>
  (term.except ?? []).some((entry) => entry === `${namespace}:${key}` || entry === key)

/** A variant inside another term's form the English calls for (« digital » in « marketing digital ») is not flagged. */
export function termProblemsOf(
  english: string,
  translation: string,
  language: string,
  namespace: string,
  key: string,
  terms: readonly GlossaryTerm[],
  keepAsIs: readonly string[],
): { reason: string; refusal: Refusal }[] {
  let source = removeAll(normalize(english.replace(markers, ' ')), keepAsIs)
  const target = removeAll(normalize(translation.replace(markers, ' ')), keepAsIs)
  // Longest English first: “digital marketing” calls for its own term, not for digital's as well.
  const called: GlossaryTerm[] = []
  for (const term of [...terms].sort((a, b) => longest(b) - longest(a))) {
    const words = term.match ?? [term.english]
    if (!termIn(term, language) || excepted(term, namespace, key) || !words.some((word) => contains(source, word))) continue
    called.push(term)
    source = removeAll(source, words)
  }
  const calledForms = called.flatMap((term) => termIn(term, language)!.use)
  const reasons: { reason: string; refusal: Refusal }[] = []
  for (const term of called) {
    const { use, not = [], optional } = termIn(term, language)!
    const others = calledForms.filter((form) => !use.includes(form))
    const rest = removeAll(target, [...use, ...others])
    const variants = not.map((variant) => found(rest, variant)).filter((variant) => variant !== undefined)
    for (const variant of variants) {
      reasons.push({
        reason: `says « ${variant} » where the English says “${term.english}”: the glossary's term is « ${use[0]} »`,
        refusal: { code: 'termVariant', values: { variant, english: term.english, term: use[0]! } },
      })
    }
    if (!optional && !variants.length && !use.some((form) => contains(target, form))) {
      reasons.push({
        reason: `is missing the glossary's term « ${use[0]} » for “${term.english}”, which the English says`,
        refusal: { code: 'termMissing', values: { english: term.english, term: use[0]! } },
      })
    }
  }
  return reasons
}

export function termProblems(
  source: LocaleFile,
  target: LocaleFile,
  pairs: readonly [string, string][],
  terms: readonly GlossaryTerm[],
  keepAsIs: readonly string[],
): Problem[] {
  // A text still in English is named as such by the check, not once more for each term in it.
  return pairs
    .filter(([key, sourceKey]) => target.strings.get(key) !== source.strings.get(sourceKey))
    .flatMap(([key, sourceKey]) =>
      termProblemsOf(source.strings.get(sourceKey)!, target.strings.get(key)!, target.language, target.namespace, key, terms, keepAsIs).map(
        (found) => error({ file: target.file, line: target.lines.get(key), key, ...found }),
      ),
    )
}

export function termTable(terms: readonly GlossaryTerm[], language: string): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|')
  const rows = terms
    .filter((term) => termIn(term, language))
    .map((term) => {
      const { use, not = [], note } = termIn(term, language)!
      const english = term.context ? `${term.english} (${term.context})` : term.english
      const written = note ? `${use[0]} ${note}` : use[0]!
      return `| ${cell(english)} | ${cell(written)} | ${cell(not.join(', '))} |`
    })
  return ['| English | French | not |', '| --- | --- | --- |', ...rows].join('\n')
}
