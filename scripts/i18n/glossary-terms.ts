import type { LocaleFile } from './locale-files.ts'
import { error, type Problem } from './problems.ts'

/** How one language writes a term of the glossary. */
interface TermTranslation {
  /** The forms a translation must use where the English says the term: the first is the one the guide shows. */
  use: string[]
  /** Variants a translation must not use where the English says the term. */
  not?: string[]
  /** The translation may say it in other words (a title rephrased): only the variants in `not` are refused. */
  optional?: boolean
  /** What the guide adds after the term, in the translators' words. */
  note?: string
}

/** One idea of locales/glossary.json's `terms`: its English, and how each language writes it. */
export interface GlossaryTerm {
  /** The term as the guide shows it. */
  english: string
  /** Where it applies, shown after the English in the guide (“buttons”, “Business Growth…”). */
  context?: string
  /** The English words that call for it (“plan”, “plans”); `english` when absent. */
  match?: string[]
  /** Keys where it does not apply: `namespace:key`, or `key` for every namespace (meta.keywords). */
  except?: string[]
  /** Per language, how it is written. */
  [language: string]: TermTranslation | string | string[] | undefined
}

/** A term's writing in a language, when the glossary gives one. */
const termIn = (term: GlossaryTerm, language: string) => {
  const value = term[language]
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined
}

/**
 * A phrase as a whole word or words, whatever the case: « plan » is not found in « planning », « mail » is not
 * found in « e-mail ». Straight and typographic apostrophes count as the same.
 */
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

/** Placeholders and tags, which name no term: {{email}} is not the word email. */
const markers = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>/g

/** The phrase as the text writes it, when the text has it. */
const found = (text: string, phrase: string) => text.match(phrasePattern(phrase))?.[0]
const contains = (text: string, phrase: string) => found(text, phrase) !== undefined
const removeAll = (text: string, phrases: readonly string[]) =>
  [...phrases].sort((a, b) => b.length - a.length).reduce((left, phrase) => left.replace(phrasePattern(phrase), ' '), text)

const longest = (term: GlossaryTerm) => Math.max(...(term.match ?? [term.english]).map((word) => word.length))

/** Whether a term applies to a key: `namespace:key` or, for every namespace, `key`. */
const excepted = (term: GlossaryTerm, namespace: string, key: string) =>
  (term.except ?? []).some((entry) => entry === `${namespace}:${key}` || entry === key)

/**
 * The glossary's terms in one translation: where its English says a term, the translation uses the
 * language's form of it and none of the variants the glossary rules out. Names kept as they are (“Susu
 * Digital Ventures”) are not read as terms; a variant that is part of another term's form the English calls
 * for (« digital » in « marketing digital », where the English says digital marketing) is not flagged.
 */
export function termProblemsOf(
  english: string,
  translation: string,
  language: string,
  namespace: string,
  key: string,
  terms: readonly GlossaryTerm[],
  keepAsIs: readonly string[],
): string[] {
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
  const reasons: string[] = []
  for (const term of called) {
    const { use, not = [], optional } = termIn(term, language)!
    const others = calledForms.filter((form) => !use.includes(form))
    const rest = removeAll(target, [...use, ...others])
    const variants = not.map((variant) => found(rest, variant)).filter((variant) => variant !== undefined)
    for (const variant of variants) {
      reasons.push(`says « ${variant} » where the English says “${term.english}”: the glossary's term is « ${use[0]} »`)
    }
    if (!optional && !variants.length && !use.some((form) => contains(target, form))) {
      reasons.push(`is missing the glossary's term « ${use[0]} » for “${term.english}”, which the English says`)
    }
  }
  return reasons
}

/** The glossary's terms in every translated text of a file, as errors with the file, line and key. */
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
        (reason) => error({ file: target.file, line: target.lines.get(key), key, reason }),
      ),
    )
}

/** The guide's table of terms for a language, in Markdown, written from the glossary. */
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
