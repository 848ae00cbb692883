import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GlossaryTerm } from './glossary-terms.ts'
import { error, type Problem } from './problems.ts'

export interface Glossary {
  keepAsIs: string[]
  /** Whole values spelt the same in a language as in English ("Portfolio" in French). */
  sameAsEnglish: Record<string, string[]>
  terms: GlossaryTerm[]
  /** Keys whose translation may differ from another of the same English (`namespace:key` → why). */
  mayDiffer: Record<string, string>
}

export const glossaryFile = 'locales/glossary.json'

/** The glossary's text with `names` added to its words kept as in English, written as the i18n commands write it. */
export const withKeptNames = (glossary: Record<string, unknown>, kept: readonly unknown[], names: readonly string[]) =>
  `${JSON.stringify({ ...glossary, keepAsIs: [...kept, ...names] }, null, 2)}\n`

/** Light on purpose: the browser tests' workers read the kept names through it, without the check's parsers. */
export function readGlossary(root: string, problems: Problem[] = []): Glossary {
  const file = glossaryFile
  try {
    const glossary = JSON.parse(readFileSync(join(root, file), 'utf8')) as Partial<Glossary>
    return {
      keepAsIs: glossary.keepAsIs ?? [],
      sameAsEnglish: glossary.sameAsEnglish ?? {},
      terms: glossary.terms ?? [],
      mayDiffer: glossary.mayDiffer ?? {},
    }
  } catch (cause) {
    problems.push(error({ file, reason: `cannot be read: ${(cause as Error).message}` }))
    return { keepAsIs: [], sameAsEnglish: {}, terms: [], mayDiffer: {} }
  }
}
