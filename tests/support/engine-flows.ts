import { expect, test } from '@playwright/test'
import { faqs } from '../../src/content/faqs.ts'
import { portfolioCategories } from '../../src/content/portfolio-categories.ts'
import { projects } from '../../src/content/projects.ts'
import { createI18n } from '../../src/i18n/create-i18n.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { phoneViewport, type Engine, type EngineBrowser, type EngineElement, type EngineTab, type OpenOptions } from './engine.ts'
import { faqAnswerText, localeResources } from './locales.ts'
import { languages, localizePath } from './site.ts'

/**
 * The flows every engine runs (tests/e2e/engines/chromium.spec.ts, firefox.spec.ts, webkit.spec.ts), written once:
 * at phone size, in each language with a browser set to that language. One browser per language; the
 * two languages run side by side, each one's tests in order in its own worker, every test in a page of its own.
 */
export function testEngine(engine: Engine): void {
  test.describe.configure({ mode: 'parallel' })

  for (const { code: language } of languages) {
    const text = textOf(language)
    const other = languages.find(({ code }) => code !== language)!
    const otherText = textOf(other.code)

    test.describe(`${engine.name} at ${phoneViewport.width} px, in ${language}`, () => {
      test.describe.configure({ mode: 'default' })

      let browser: EngineBrowser
      const opened: EngineTab[] = []
      const visit = async (path: string, options?: OpenOptions) => {
        const tab = await browser.open(path, options)
        opened.push(tab)
        return tab
      }
      test.beforeAll(async () => {
        test.setTimeout(engine.startTimeout + 30_000)
        browser = await engine.launch(language)
      })
      test.afterEach(async () => {
        for (const tab of opened.splice(0)) await tab.close()
      })
      test.afterAll(async () => {
        await browser?.close()
      })

      test('the face arriving after the first paint moves no line of the hero or the first section', async () => {
        const tab = await visit(localizePath('home', language), { font: 'held' })
        const before = await tab.evaluate(lineBoxes)
        expect(before.length).toBeGreaterThan(3)
        await tab.releaseFont()
        expect(await tab.evaluate(lineBoxes)).toEqual(before)
        expectNoProblems(tab)
      })

      for (const pageScript of ['run', 'held'] as const) {
        test(
          pageScript === 'run'
            ? 'the menu opens as a modal from its button, and closes with Esc, a tap beside it and its close button, focus back on the button'
            : 'before the page script, the menu opens on a tap and closes with Esc, a tap beside it and its close button',
          async () => {
            const tab = await visit(localizePath('home', language), { pageScript })
            const button = await tab.find('button', text('common:header.openMenu'))
            await button.click()
            const menu = await tab.find('dialog', text('common:header.menuTitle'))
            const shown = () => menu.evaluate((dialog) => dialog.checkVisibility())
            const focusOnButton = () => button.evaluate((element) => element === document.activeElement)
            const link = await tab.find('link', text('common:nav.portfolio'), menu)
            await expectSlidIn(link)
            // With the page script, a modal: the page behind is inert, focus stays in the menu.
            if (pageScript === 'run') expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
            await tab.press('Escape')
            await expect.poll(shown).toBe(false)
            expect(await focusOnButton()).toBe(true)

            await button.click()
            await expectSlidIn(link)
            // In the page gutter, left of every control: a tap that light-dismisses a popover also reaches what lies beneath.
            await tab.tapAt(4, phoneViewport.height / 2)
            await expect.poll(shown).toBe(false)

            await button.click()
            await expectSlidIn(link)
            await (await tab.find('button', text('common:header.closeMenu'), menu)).click()
            await expect.poll(shown).toBe(false)
            expect(await focusOnButton()).toBe(true)
            // Held: all along without it.
            if (pageScript === 'held')
              expect(await tab.evaluate(() => document.documentElement.dataset.script ?? 'not run')).toBe('not run')
            expectNoProblems(tab)
          },
        )
      }

      test('a tap on the menu before the page script has arrived is not lost', async () => {
        const tab = await visit(localizePath('home', language), { pageScript: 'held' })
        await (await tab.find('button', text('common:header.openMenu'))).click()
        const menu = await tab.find('dialog', text('common:header.menuTitle'))
        const link = await tab.find('link', text('common:nav.portfolio'), menu)
        await expectSlidIn(link)

        await tab.releasePageScript()
        expect(await menu.evaluate((dialog) => dialog.checkVisibility())).toBe(true)
        await tab.follow(link)
        expect(await tab.address()).toBe(localizePath('portfolio', language))
        expectNoProblems(tab)
      })

      test('a category chosen in the filter shows its projects only, and goes into the address', async () => {
        const tab = await visit(localizePath('portfolio', language))
        const filter = await tab.find('group', text('portfolio:filter.label'))
        const shownCards = () =>
          tab.evaluate(() => [...document.querySelectorAll('main article')].filter((card) => card.checkVisibility()).length)
        const statusText = () => tab.evaluate(() => (document.querySelector<HTMLElement>('main [role="status"]')?.innerText ?? '').trim())
        expect(await shownCards()).toBe(projects.length)

        for (const category of portfolioCategories.filter(({ slug }) => slug === 'web-development' || slug === 'healthcare')) {
          const expected = projects.filter((project) => project.category === category.slug).length
          const radio = await tab.find('radio', text(`projects:${category.labelKey}`), filter)
          // The radio is drawn as its label, a pill: that is what a finger taps.
          await tapLabelOf(tab, radio)
          await expect.poll(shownCards).toBe(expected)
          expect(await radio.evaluate((input) => (input as HTMLInputElement).checked)).toBe(true)
          // The tap woke the filter's island: the address and the count follow once React has it.
          await expect
            .poll(() => tab.evaluate(() => document.querySelector('[data-island-state="hydrated"]') !== null), { timeout: 30_000 })
            .toBe(true)
          await expect.poll(() => tab.address()).toBe(`${localizePath('portfolio', language)}?category=${category.slug}`)
          await expect.poll(statusText).toBe(text('portfolio:filter.showing', expected))
        }

        await tapLabelOf(tab, await tab.find('radio', text('projects:categories.all'), filter))
        await expect.poll(shownCards).toBe(projects.length)
        await expect.poll(() => tab.address()).toBe(localizePath('portfolio', language))
        expectNoProblems(tab)
      })

      test(`the FAQ in ${other.nativeName}, the suggestion to read it in this language shown, keeps one answer open at a time`, async () => {
        // Through the FAQ's own anchor: Firefox's accessibility tree has the section once it is near the screen.
        const tab = await visit(`${localizePath('home', other.code)}#faq`)
        await expect.poll(() => tab.evaluate(() => document.documentElement.dataset.languageSuggestion)).toBe(language)
        await tab.find('region', text('common:languageSuggestion.label'))
        const faq = await tab.find('region', otherText('home:faq.title'))
        const [first, second] = faqs.slice(0, 2).map((item) => ({
          question: otherText(`home:${item.questionKey}`),
          answer: faqAnswerText(other.code, item),
        }))
        const openAnswers = () =>
          faq.evaluate((region) =>
            [...region.querySelectorAll('details')].filter((item) => item.open).map((item) => item.textContent ?? ''),
          )
        const question = (name: string) => tab.find(undefined, name, faq)

        expect(await openAnswers()).toEqual([])
        await (await question(first!.question)).click()
        await expect.poll(openAnswers).toEqual([expect.stringContaining(first!.answer)])
        await (await question(second!.question)).click()
        await expect.poll(openAnswers).toEqual([expect.stringContaining(second!.answer)])
        await (await question(second!.question)).click()
        await expect.poll(openAnswers).toEqual([])
        expectNoProblems(tab)
      })

      test('an incomplete form shows its errors in the page’s language and keeps what was typed, for the next visit too', async () => {
        const tab = await visit(localizePath('contact', language))
        const subject = await tab.find('textbox', text('contact:form.fields.subject'))
        await subject.type('Website for our clinic')
        await (await tab.find('button', text('contact:form.submit'))).click()

        // Found again on each try: an alert replaced between finding and reading is another try, not the poll's end.
        const summaryText = async () => {
          try {
            return await (await tab.find('alert')).evaluate((alert) => alert.textContent ?? '')
          } catch (error) {
            return `(no summary to read: ${error instanceof Error ? error.message : String(error)})`
          }
        }
        await expect.poll(summaryText).toContain(text('common:forms.errors.summaryTitle', 3))
        const name = await tab.find('textbox', text('contact:form.fields.fullName'))
        await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true)
        expect(await name.evaluate((field) => field.getAttribute('aria-invalid'))).toBe('true')
        expect(await descriptionOf(name)).toBe(text('common:forms.errors.required'))
        // What was typed stays, and is not counted as a mistake.
        expect(await subject.evaluate((field) => [(field as HTMLInputElement).value, field.getAttribute('aria-invalid')])).toEqual([
          'Website for our clinic',
          'false',
        ])
        expect(await tab.address()).toBe(localizePath('contact', language))

        // And it comes back on the next visit of the page in the tab, from the form's draft (a new load,
        // not the browser's own restoring of fields on reload).
        await tab.reload()
        const reloaded = await tab.find('textbox', text('contact:form.fields.subject'))
        await expect.poll(() => reloaded.evaluate((field) => (field as HTMLInputElement).value)).toBe('Website for our clinic')
        expectNoProblems(tab)
      })

      // Last: the choice of language is remembered, for every later page of this browser.
      test(`the language switch in the menu opens the same page in ${other.nativeName}, query and hash kept, and is remembered`, async () => {
        const tab = await visit(`${localizePath('about', language)}?ref=newsletter#story`)
        await (await tab.find('button', text('common:header.openMenu'))).click()
        const menu = await tab.find('dialog', text('common:header.menuTitle'))
        const switcher = await tab.find('group', text('common:language.label'), menu)
        await tab.follow(await tab.find('link', other.nativeName, switcher))
        expect(await tab.address()).toBe(`${localizePath('about', other.code)}?ref=newsletter#story`)
        const heading = await tab.find('heading', otherText('about:hero.title'))
        expect(await heading.evaluate((element) => element.tagName)).toBe('H1')
        expect(await tab.evaluate(() => document.documentElement.lang)).toBe(other.code)
        expectNoProblems(tab)

        // Remembered: a page in the browser's own language now suggests the language chosen.
        const next = await visit(localizePath('contact', language))
        await expect.poll(() => next.evaluate(() => document.documentElement.dataset.languageSuggestion)).toBe(other.code)
        await next.find('region', otherText('common:languageSuggestion.label'))
        expectNoProblems(next)
      })
    })
  }
}

/**
 * Runs in the page: where each element with text of its own in the first two blocks of <main> (the hero and the first
 * section) has its lines, top to bottom in page pixels: a line added, lost or moved shows.
 */
function lineBoxes(): string[] {
  const blocks = [...document.querySelector('main')!.children].filter((block) => block.checkVisibility()).slice(0, 2)
  return blocks.flatMap((block) =>
    [...block.querySelectorAll('*')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
      .map((element) => {
        const box = element.getBoundingClientRect()
        return `<${element.localName}> “${element.textContent!.trim().slice(0, 30)}” ${Math.round(box.top + scrollY)}–${Math.round(box.bottom + scrollY)}`
      }),
  )
}

/** A string of the language as the site's own i18next writes it, a count put in where given. */
function textOf(language: LanguageCode) {
  const i18n = createI18n(language, localeResources(language))
  return (key: string, count?: number) => i18n.t(key as never, { count })
}

/** Slid in: the panel's right edge is the screen's (beside a scroll bar), and its link is shown with nothing over it. */
async function expectSlidIn(link: EngineElement): Promise<void> {
  // One read per try: the panel moves until its animation ends.
  await expect
    .poll(
      () =>
        link.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('a') === element
          const edge = Math.round(element.closest('dialog')!.getBoundingClientRect().right) - document.documentElement.clientWidth
          return { edge, shown: element.checkVisibility(), onTop }
        }),
      // WebKitGTK draws in software: on a busy machine the slide takes seconds.
      { timeout: 30_000 },
    )
    .toEqual({ edge: 0, shown: true, onTop: true })
}

/** A tap in the middle of the radio's label, brought to the middle of the screen first. */
async function tapLabelOf(tab: EngineTab, radio: EngineElement): Promise<void> {
  const { x, y } = await radio.evaluate((input) => {
    const label = input.closest('label')!
    label.scrollIntoView({ block: 'center' })
    const box = label.getBoundingClientRect()
    return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) }
  })
  await tab.tapAt(x, y)
}

/** A field's accessible description: the text of the elements its aria-describedby names. */
const descriptionOf = (field: EngineElement) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  )

/** No console error or warning, no uncaught exception, where the engine's driver reports them. */
function expectNoProblems(tab: EngineTab): void {
  if (tab.problems) expect(tab.problems).toEqual([])
}
