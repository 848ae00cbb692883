import { expect, test, type Page } from '@playwright/test'
import { localizePath, prefixPath } from '../../src/i18n/localized-path.ts'
import { pseudoLanguage } from '../../src/i18n/pseudo-language.ts'
import { pseudoBuildPort } from '../support/builds.ts'
import { applyTextSpacing, formatLayoutProblems, layoutProblems, type LayoutProblemKind } from '../support/layout.ts'
import { localeStrings } from '../support/locales.ts'
import { pageIds, siteUrls, waitForPageScript } from '../support/site.ts'

/**
 * The layout check (workspace/ui/shared/find-layout-problems.ts) where every-page.spec.ts does not take it: the pseudo language and the menu
 * open at 320 px. A label wrapping inside its button is only a warning for translators.
 */

/** What a page is checked for, where. */
interface Check {
  language?: string
  widths: number[]
  spacedWidths: number[]
  kinds?: LayoutProblemKind[]
}

/**
 * The pseudo language lengthens every word by a third, the e-mail address included, which no real
 * language does: it is held to reflow, no sideways scrolling. Whole words are English's and French's.
 */
const pseudo: Check = { widths: [320, 375, 1280], spacedWidths: [375], kinds: ['sideways-scroll'] }

/** The layout check's errors on the page as it is now, one line each. */
async function layoutErrors(page: Page, where: string, { language, kinds }: Pick<Check, 'language' | 'kinds'>) {
  const problems = await layoutProblems(page, language)
  const errors = problems.filter(({ level, kind }) => level === 'error' && (!kinds || kinds.includes(kind)))
  return errors.length ? formatLayoutProblems(where, errors).split('\n') : []
}

/** The page at each width, then with WCAG text spacing: every error found. */
async function errorsAtEveryWidth(page: Page, path: string, check: Check) {
  const errors: string[] = []
  for (const width of check.widths) {
    await page.setViewportSize({ width, height: 800 })
    errors.push(...(await layoutErrors(page, `${path} at ${width} px`, check)))
  }
  await applyTextSpacing(page)
  for (const width of check.spacedWidths) {
    await page.setViewportSize({ width, height: 800 })
    errors.push(...(await layoutErrors(page, `${path} at ${width} px with text spacing`, check)))
  }
  return errors
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForPageScript(page)
}

test.use({ viewport: { width: 320, height: 800 } })

test.describe('the pseudo language, a third longer than English', () => {
  test.use({ baseURL: `http://127.0.0.1:${pseudoBuildPort}` })

  for (const path of [
    ...pageIds.map((pageId) => localizePath(pageId, pseudoLanguage.code)),
    prefixPath('/no-such-page', pseudoLanguage.code),
  ]) {
    test(`${path} never scrolls sideways from 320 to 1280 px, with text spacing too`, async ({ page }) => {
      await open(page, path)
      expect(await errorsAtEveryWidth(page, path, pseudo)).toEqual([])
    })
  }
})

test.describe('at 320 px with the menu open', () => {
  for (const { language, path } of siteUrls.filter(({ pageId }) => pageId === 'home')) {
    test(`${path}: the open menu fits, words whole`, async ({ page }) => {
      await open(page, path)
      const strings = localeStrings(language)
      await page.getByRole('button', { name: strings['common:header.openMenu'] }).click()
      const menu = page.getByRole('dialog', { name: strings['common:header.menuTitle'] })
      // Once it has slid in, the panel's right edge is the screen's.
      await expect.poll(async () => Math.round(await menu.evaluate((panel) => panel.getBoundingClientRect().right))).toBe(320)
      expect(await layoutErrors(page, `${path} at 320 px, menu open`, { language })).toEqual([])
    })
  }
})
