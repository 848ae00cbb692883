import { pages, type PageSlugs } from '../content/pages.ts'
import { defaultLanguage, languages } from './languages.ts'

/** Lowercase ASCII words joined by single hyphens: 'a-propos', 'realisations'. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const reservedSlugs = ['assets']

type SlugRecord = Readonly<Record<string, { slug: PageSlugs }>>

/** What is wrong with one slug by itself; `prefixes` are the language codes it must not take (the unprefixed language's). */
function slugFault(pageId: string, slug: string, prefixes: readonly string[]): string | undefined {
  if (pageId === 'home') return slug === '' ? undefined : 'must be empty: the home page is the language’s own address'
  if (!slugPattern.test(slug)) return 'must be lowercase ASCII letters and digits, words joined by single hyphens (é → e, no spaces)'
  if (reservedSlugs.includes(slug)) return 'is taken by the site itself (a folder of the build)'
  if (prefixes.includes(slug)) return 'is taken by the site itself (a language prefix)'
  return undefined
}

function duplicateOf(taken: Map<string, string>, slug: string, pageId: string, language: string): string | undefined {
  const other = taken.get(slug)
  if (other !== undefined) return `is already the slug of page ${other} in ${language}: each page needs its own`
  taken.set(slug, pageId)
  return undefined
}

/** The build stops on any; a page without a slug of its own in a language uses the English one. */
export function slugProblems(record: SlugRecord = pages, languageCodes: readonly string[] = languages.map(({ code }) => code)): string[] {
  const problems: string[] = []
  for (const [pageId, { slug }] of Object.entries(record)) {
    for (const code of Object.keys(slug)) {
      if (!languageCodes.includes(code))
        problems.push(`page ${pageId}, language ${code}: ${code} is not a language of the site (src/i18n/languages.ts)`)
    }
  }
  for (const language of languageCodes) {
    const taken = new Map<string, string>()
    for (const [pageId, { slug: slugs }] of Object.entries(record)) {
      const slug = slugs[language] ?? slugs.en
      const reason =
        slugFault(pageId, slug, language === defaultLanguage ? languageCodes : []) ?? duplicateOf(taken, slug, pageId, language)
      if (reason) problems.push(`page ${pageId}, language ${language}: the slug “${slug}” ${reason}`)
    }
  }
  return problems
}
