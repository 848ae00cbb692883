import { pageIds, type PageId } from '../content/pages.ts'
import { defaultLanguage, languages, type LanguageCode } from '../i18n/languages.ts'
import { localizePath } from '../i18n/localized-path.ts'
import { siteConfig } from '../site.config.ts'

export interface LocalizedPage {
  pageId: PageId
  language: LanguageCode
  /** The URL path of the page in that language, at its slug: '/fr/a-propos'. */
  path: string
}

export function localizedPageUrls(): LocalizedPage[] {
  return languages.flatMap(({ code }) => pageIds.map((pageId) => ({ pageId, language: code, path: localizePath(pageId, code) })))
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.origin).href
}

/** hreflang alternates of a page, each language at its own slug, English doubling as x-default. */
export function alternateLinks(pageId: PageId): { hreflang: string; href: string }[] {
  const links = languages.map(({ code }) => ({ hreflang: code, href: absoluteUrl(localizePath(pageId, code)) }))
  return [...links, { hreflang: 'x-default', href: absoluteUrl(localizePath(pageId, defaultLanguage)) }]
}
