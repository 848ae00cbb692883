import { expect, test } from '@playwright/test'
import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { faqs } from '../../src/content/faqs.ts'
import { portfolioCategories } from '../../src/content/portfolio-categories.ts'
import { projects } from '../../src/content/projects.ts'
import {
  addressOf,
  byRole,
  firefoxStartTimeout,
  launchFirefox,
  openPage,
  phoneViewport,
  waitForPageScript,
  type FirefoxPage,
} from '../support/firefox.ts'
import { localeStrings } from '../support/locales.ts'
import { languages, localizePath } from '../support/site.ts'

/**
 * The second engine: Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi, at phone
 * size, in each language with a browser set to that language. One Firefox per language; the two
 * languages run side by side, each one's tests in order in its own worker.
 */
test.describe.configure({ mode: 'parallel' })

for (const { code: language } of languages) {
  const strings = localeStrings(language)
  const text = (key: string, count?: number) => {
    const plural = count === undefined ? key : `${key}_${new Intl.PluralRules(language).select(count)}`
    const value = strings[plural] ?? strings[`${key}_other`]
    if (value === undefined) throw new Error(`no ${language} string ${plural}`)
    return count === undefined ? value : value.replace('{{count}}', String(count))
  }
  const other = languages.find(({ code }) => code !== language)!

  test.describe(`Firefox ESR at ${phoneViewport.width} px, in ${language}`, () => {
    test.describe.configure({ mode: 'default' })

    let firefox: Browser
    const opened: Page[] = []
    const visit = async (path: string): Promise<FirefoxPage> => {
      const visited = await openPage(firefox, path)
      opened.push(visited.page)
      return visited
    }
    test.beforeAll(async () => {
      test.setTimeout(firefoxStartTimeout + 30_000)
      firefox = await launchFirefox(language)
    })
    test.afterEach(async () => {
      for (const page of opened.splice(0)) await page.close()
    })
    test.afterAll(async () => {
      await firefox?.close()
    })

    test('the menu opens from its button and closes with Esc, focus back on the button', async () => {
      const { page, problems } = await visit(localizePath('home', language))
      const button = await byRole(page, 'button', text('common:header.openMenu'))
      await button.click()
      const menu = await byRole(page, 'dialog', text('common:header.menuTitle'))
      const link = await byRole(menu, 'link', text('common:nav.portfolio'))
      // Slid in: the panel's right edge is the screen's (beside Firefox's scroll bar), and its links are on screen.
      await expect
        .poll(() => menu.evaluate((panel) => Math.round(panel.getBoundingClientRect().right) - document.documentElement.clientWidth))
        .toBe(0)
      expect(await link.isVisible()).toBe(true)

      await page.keyboard.press('Escape')
      await expect.poll(() => menu.evaluate((panel) => panel.checkVisibility())).toBe(false)
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
      expect(problems).toEqual([])
    })

    test('a category chosen in the filter shows its projects only, and goes into the address', async () => {
      const { page, problems } = await visit(localizePath('portfolio', language))
      const filter = await byRole(page, 'group', text('portfolio:filter.label'))
      const shownCards = () => page.$$eval('main article', (cards) => cards.filter((card) => card.checkVisibility()).length)
      expect(await shownCards()).toBe(projects.length)

      for (const category of portfolioCategories.filter(({ slug }) => slug === 'web-development' || slug === 'healthcare')) {
        const expected = projects.filter((project) => project.category === category.slug).length
        const radio = await byRole(filter, 'radio', text(`projects:${category.labelKey}`))
        // The radio is drawn as its label, a pill: that is what a finger taps.
        await tapLabelOf(radio)
        await expect.poll(shownCards).toBe(expected)
        expect(await radio.evaluate((input) => (input as HTMLInputElement).checked)).toBe(true)
        await expect.poll(() => addressOf(page)).toBe(`${localizePath('portfolio', language)}?category=${category.slug}`)
        await expect.poll(() => statusText(page)).toBe(text('portfolio:filter.showing', expected))
      }

      await tapLabelOf(await byRole(filter, 'radio', text('projects:categories.all')))
      await expect.poll(shownCards).toBe(projects.length)
      await expect.poll(() => addressOf(page)).toBe(localizePath('portfolio', language))
      expect(problems).toEqual([])
    })

    test('the FAQ keeps one answer open at a time, and an open one closes again', async () => {
      // Through the FAQ's own anchor: Firefox's accessibility tree has the section once it is near the screen.
      const { page, problems } = await visit(`${localizePath('home', language)}#faq`)
      const faq = await byRole(page, 'region', text('home:faq.title'))
      const [first, second] = [faqs[0], faqs[1]].map((item) => ({
        question: text(`home:${item.questionKey}`),
        answer: text(`home:${item.answerKey}`),
      }))
      const openAnswers = () =>
        faq.$$eval('details', (items) => items.filter((item) => (item as HTMLDetailsElement).open).map((item) => item.textContent ?? ''))
      const question = (name: string) => byRole(faq, undefined, name)

      expect(await openAnswers()).toEqual([])
      await (await question(first!.question)).click()
      await expect.poll(openAnswers).toEqual([expect.stringContaining(first!.answer)])
      await (await question(second!.question)).click()
      await expect.poll(openAnswers).toEqual([expect.stringContaining(second!.answer)])
      await (await question(second!.question)).click()
      await expect.poll(openAnswers).toEqual([])
      expect(problems).toEqual([])
    })

    test('an incomplete form shows its errors in the page’s language and keeps what was typed, for the next visit too', async () => {
      const { page, problems } = await visit(localizePath('contact', language))
      const subject = await byRole(page, 'textbox', text('contact:form.fields.subject'))
      await subject.type('Website for our clinic')
      await (await byRole(page, 'button', text('contact:form.submit'))).click()

      const summary = await byRole(page, 'alert')
      await expect.poll(() => summary.evaluate((alert) => alert.textContent ?? '')).toContain(text('common:forms.errors.summaryTitle', 3))
      const name = await byRole(page, 'textbox', text('contact:form.fields.fullName'))
      await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true)
      expect(await name.evaluate((field) => field.getAttribute('aria-invalid'))).toBe('true')
      expect(await descriptionOf(name)).toBe(text('common:forms.errors.required'))
      // What was typed stays, and is not counted as a mistake.
      expect(await subject.evaluate((field) => [(field as HTMLInputElement).value, field.getAttribute('aria-invalid')])).toEqual([
        'Website for our clinic',
        'false',
      ])
      expect(addressOf(page)).toBe(localizePath('contact', language))

      // And it comes back on the next visit of the page in the tab, from the form's draft (a new load,
      // not Firefox's own restoring of fields on reload).
      await page.goto(page.url())
      await waitForPageScript(page)
      const reloaded = await byRole(page, 'textbox', text('contact:form.fields.subject'))
      await expect.poll(() => reloaded.evaluate((field) => (field as HTMLInputElement).value)).toBe('Website for our clinic')
      expect(problems).toEqual([])
    })

    test(`the language switch in the menu opens the same page in ${other.nativeName}, query and hash kept`, async () => {
      const { page, problems } = await visit(`${localizePath('about', language)}?ref=newsletter#story`)
      await (await byRole(page, 'button', text('common:header.openMenu'))).click()
      const menu = await byRole(page, 'dialog', text('common:header.menuTitle'))
      const switcher = await byRole(menu, 'group', text('common:language.label'))
      const link = await byRole(switcher, 'link', other.nativeName)
      await Promise.all([page.waitForNavigation(), link.click()])
      await waitForPageScript(page)
      expect(addressOf(page)).toBe(`${localizePath('about', other.code)}?ref=newsletter#story`)
      const heading = await byRole(page, 'heading', localeStrings(other.code)['about:hero.title'])
      expect(await heading.evaluate((element) => element.tagName)).toBe('H1')
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(other.code)
      expect(problems).toEqual([])
    })
  })
}

async function tapLabelOf(radio: ElementHandle<Element>): Promise<void> {
  const label = await radio.evaluateHandle((input) => input.closest('label')!)
  await label.click()
}

/** The text of the page's status message (the filter's count). */
const statusText = (page: Page) => page.$eval('main [role="status"]', (status) => (status as HTMLElement).innerText.trim()).catch(() => '')

/** A field's accessible description: the text of the elements its aria-describedby names. */
const descriptionOf = (field: ElementHandle<Element>) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  )
