import type { MouseEvent } from 'react'
import { rememberLanguage } from './language-preference'
import type { LanguageCode } from './languages'
import { localizePath } from './localized-path'

/** The href of the same page in another language; the home page when the current path is not a page. */
export function languageHref(language: LanguageCode, pagePath: string | undefined): string {
  return localizePath(pagePath ?? '/', language)
}

/**
 * Click handler of a link to another language: remembers the choice and carries the query and hash
 * over, which only the browser knows (the prerendered markup cannot).
 */
export function followLanguageLink(language: LanguageCode, pagePath: string | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(language)
    if (pagePath) event.currentTarget.href = `${languageHref(language, pagePath)}${window.location.search}${window.location.hash}`
  }
}
