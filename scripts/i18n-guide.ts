import { resolve } from 'node:path'
import { readGlossary } from './i18n/glossary.ts'
import { guideFile, writeGuideTerms } from './i18n/guide-terms.ts'

const root = resolve(import.meta.dirname, '..')
console.log(
  writeGuideTerms(root, readGlossary(root)) ? `Wrote the term table of ${guideFile}.` : `${guideFile}'s term table is up to date.`,
)
