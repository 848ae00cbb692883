import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GlossaryTerm } from './glossary-terms.ts'
import { error, type Problem } from './problems.ts'

/** locales/glossary.json: what may read the same as English. */
export interface Glossary {
  /** Names and technologies that stay as they are in every language. */
  keepAsIs: string[]
  /** Whole values spelt the same in a language as in English ("Portfolio" in French). */
  sameAsEnglish: Record<string, string[]>
  /** One word for each idea: the forms a translation uses where the English says it, and the variants it must not. */
  terms: GlossaryTerm[]
  /** Keys whose translation may differ from another of the same English (`namespace:key` → why). */
  mayDiffer: Record<string, string>
}

/** Light on purpose: the browser tests' workers read the kept names through it, without the check's parsers. */
export function readGlossary(root: string, problems: Problem[] = []): Glossary {
  const file = 'locales/glossary.json'
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
