import { pages } from '../content/pages'
import { defaultLanguage, languages } from './languages'

/** Lowercase ASCII words joined by single hyphens: 'a-propos', 'realisations'. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Folders of the built site that no page may take. */
const reservedSlugs = ['assets']

type SlugRecord = Readonly<Record<string, { slug: { readonly en: string } & Readonly<Partial<Record<string, string>>> }>>

/**
 * Why a page record's slugs cannot be built, one sentence each naming the page, the language and the
 * reason; empty when they are sound. The build stops on any (src/pages/site/+onBeforePrerenderStart.ts).
 * A language without a slug of its own for a page uses the English one, which must then fit it too.
 */
export function slugProblems(record: SlugRecord = pages, languageCodes: readonly string[] = languages.map(({ code }) => code)): string[] {
  const problems: string[] = []
  for (const [pageId, { slug }] of Object.entries(record)) {
    for (const code of Object.keys(slug)) {
      if (!languageCodes.includes(code)) problems.push(`page ${pageId}, language ${code}: ${code} is not a language of the site (src/i18n/languages.ts)`)
    }
  }
  for (const language of languageCodes) {
    const taken = new Map<string, string>()
    for (const [pageId, { slug: slugs }] of Object.entries(record)) {
      const slug = slugs[language] ?? slugs.en
      const where = `page ${pageId}, language ${language}: the slug “${slug}”`
      if (pageId === 'home') {
        if (slug !== '') problems.push(`${where} must be empty: the home page is the language’s own address`)
      } else if (!slugPattern.test(slug)) {
        problems.push(`${where} must be lowercase ASCII letters and digits, words joined by single hyphens (é → e, no spaces)`)
      } else if (reservedSlugs.includes(slug) || (language === defaultLanguage && languageCodes.includes(slug))) {
        problems.push(`${where} is taken by the site itself (${reservedSlugs.includes(slug) ? 'a folder of the build' : 'a language prefix'})`)
      }
      const other = taken.get(slug)
      if (other !== undefined) problems.push(`${where} is already the slug of page ${other} in ${language}: each page needs its own`)
      else taken.set(slug, pageId)
    }
  }
  return problems
}
