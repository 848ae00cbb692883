import { pages, type PageId, type PageSlugs, type PageTarget } from '../content/pages.ts'
import { defaultLanguage, isLanguageCode, type LanguageCode } from './languages.ts'

/** The path prefix of a language: '' for the default language, '/fr' for French. */
export function languagePrefix(language: LanguageCode): string {
  return language === defaultLanguage ? '' : `/${language}`
}

/** A page's slug in a language: its own (French 'a-propos'), or the English one when the language has none. */
export function pageSlug(pageId: PageId, language: LanguageCode): string {
  const slugs: PageSlugs = pages[pageId].slug
  return slugs[language] ?? slugs.en
}

/** Where a link leads inside a language, as the router sees it under the language's prefix: '/a-propos', '/#services'. */
export function pagePath({ page, section }: PageTarget, language: LanguageCode): string {
  return `/${pageSlug(page, language)}${section ? `#${section}` : ''}`
}

/** The URL path of a page in a language: '/about', '/fr/a-propos', '/fr/' for the home page, '/fr/#services' with a section. */
export function localizePath(pageId: PageId, language: LanguageCode, section?: string): string {
  return prefixPath(pagePath({ page: pageId, section }, language), language)
}

/** Puts any path of a language under its prefix ('/no-such-page' -> '/fr/no-such-page'); pages go through localizePath. */
export function prefixPath(path: string, language: LanguageCode): string {
  return `${languagePrefix(language)}${path}`
}

/** Splits a URL pathname into its language and the path inside it: '/fr/a-propos' -> { fr, '/a-propos' }. */
export function parseLocalizedPath(pathname: string): { language: LanguageCode; path: string } {
  const match = /^\/([a-z]{2,3}(?:-[A-Za-z]+)?)(\/.*)?$/.exec(pathname)
  const code = match?.[1]
  if (code && code !== defaultLanguage && isLanguageCode(code)) {
    return { language: code, path: normalizePath(match[2] ?? '/') }
  }
  return { language: defaultLanguage, path: normalizePath(pathname) }
}

function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.slice(0, -1)
  return path || '/'
}

/**
 * The page a visitor gets offline at an address this device has not opened yet, one per language; the
 * service worker keeps it ahead. Never linked and never indexed.
 */
export const offlinePagePath = (language: LanguageCode) => prefixPath('/offline', language)
