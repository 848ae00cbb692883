import { pages, type PageId, type PageSlugs, type PageTarget } from '../content/pages.ts'
import { defaultLanguage, isLanguageCode, type LanguageCode } from './languages.ts'

export function languagePrefix(language: LanguageCode): string {
  return language === defaultLanguage ? '' : `/${language}`
}

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

/** The offline page of a language, kept ahead by the service worker; never linked or indexed. */
export const offlinePagePath = (language: LanguageCode) => prefixPath('/offline', language)
