import type { Page } from '@playwright/test'
import { pageIds, pages, type PageId } from '../../src/content/pages'
import { languages, type LanguageCode } from '../../src/i18n/languages'
import { localizePath } from '../../src/i18n/localized-path'
import { siteConfig } from '../../src/site.config'

export { languages, pageIds, pages, siteConfig }

export interface SiteUrl {
  pageId: PageId
  language: LanguageCode
  path: string
}

/** Every prerendered page URL, derived from the same records the build uses. */
export const siteUrls: SiteUrl[] = languages.flatMap(({ code }) =>
  pageIds.map((pageId) => ({ pageId, language: code, path: localizePath(pages[pageId].path, code) })),
)

export const notFoundUrls = languages.map(({ code }) => ({ language: code, path: localizePath('/this-page-does-not-exist', code) }))

/** Console errors, warnings and uncaught exceptions a page produces. */
export function collectProblems(page: Page, ignore: (text: string) => boolean = () => false): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !ignore(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

/**
 * Resolves once React has hydrated the page: hydration is time-sliced and the page's own sections
 * hydrate after their chunk loads, so wait until the header, the page heading and the footer are
 * all owned by React.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ['header', 'main h1', 'footer'].every((selector) => {
      const element = document.querySelector(selector)
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    }),
  )
  await page.waitForLoadState('networkidle')
}
