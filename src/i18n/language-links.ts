import type { PageId } from '../content/pages.ts'
import { rememberLanguage } from './language-preference.ts'
import { isLanguageCode, type LanguageCode } from './languages.ts'
import { localizePath } from './localized-path.ts'

/** The href of the same page in another language, at that language's slug; its home page when the current path is not a page. */
export function languageHref(language: LanguageCode, pageId: PageId | undefined): string {
  return localizePath(pageId ?? 'home', language)
}

/** A link to the same page also carries the query and hash over. */
export function languageLinkAttributes(language: LanguageCode, pageId: PageId | undefined) {
  return { 'data-language-link': language, 'data-same-page': pageId ? '' : undefined }
}

/** Remembers the language picked and keeps the query and hash, which only the browser knows: one listener for all. */
export function followLanguageLinks(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-language-link]')
    const language = link?.dataset.languageLink
    if (!link || !isLanguageCode(language)) return
    rememberLanguage(language)
    if (link.dataset.samePage !== undefined) link.href = `${link.pathname}${window.location.search}${window.location.hash}`
  })
}
