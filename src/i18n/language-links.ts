import type { PageId } from '../content/pages.ts'
import { rememberLanguage } from './language-preference.ts'
import { isLanguageCode, type LanguageCode } from './languages.ts'
import { localizePath } from './localized-path.ts'

/** The href of the same page in another language, at that language's slug; its home page when the current path is not a page. */
export function languageHref(language: LanguageCode, pageId: PageId | undefined): string {
  return localizePath(pageId ?? 'home', language)
}

/**
 * The attributes of a link to another language: the click handler below reads them. A link to the
 * same page (not the home page a not-found page offers) also carries the query and hash over.
 */
export function languageLinkAttributes(language: LanguageCode, pageId: PageId | undefined) {
  return { 'data-language-link': language, 'data-same-page': pageId ? '' : undefined }
}

/**
 * Remembers the language a visitor picks, and keeps their place: the query (a portfolio filter) and
 * the hash, which only the browser knows. One listener serves every language link on the page.
 */
export function followLanguageLinks(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-language-link]')
    const language = link?.dataset.languageLink
    if (!link || !isLanguageCode(language)) return
    rememberLanguage(language)
    if (link.dataset.samePage !== undefined) link.href = `${link.pathname}${window.location.search}${window.location.hash}`
  })
}
