import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { writeFileAtomic } from './atomic-write.ts'
import { termTable } from './glossary-terms.ts'
import type { Glossary } from './glossary.ts'
import { error, type Problem } from './problems.ts'

export const guideFile = 'locales/README.md'
const start = '<!-- terms: written from locales/glossary.json by npm run i18n:guide -->'
const end = '<!-- end of terms -->'

/** Undefined when the guide has no place for the table. */
function guideWithTerms(guide: string, glossary: Glossary): string | undefined {
  const from = guide.indexOf(start)
  const to = guide.indexOf(end)
  if (from === -1 || to < from) return undefined
  return `${guide.slice(0, from + start.length)}\n${termTable(glossary.terms, 'fr')}\n${guide.slice(to)}`
}

export function writeGuideTerms(root: string, glossary: Glossary): boolean {
  const guide = readFileSync(join(root, guideFile), 'utf8')
  const written = guideWithTerms(guide, glossary)
  if (written === undefined) throw new Error(`${guideFile} has no “${start}” … “${end}” for the term table`)
  if (written !== guide) writeFileAtomic(join(root, guideFile), written)
  return written !== guide
}

export function guideTermsProblems(root: string, glossary: Glossary): Problem[] {
  const guide = readFileSync(join(root, guideFile), 'utf8')
  const written = guideWithTerms(guide, glossary)
  if (written === guide) return []
  return [
    error({
      file: guideFile,
      reason:
        written === undefined
          ? `has lost the place of its term table (“${start}” … “${end}”)`
          : 'has a term table that differs from locales/glossary.json: run npm run i18n:guide to write it again',
    }),
  ]
}
