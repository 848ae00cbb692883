import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Providers } from '../../src/app/providers'
import { SiteApp } from '../../src/app/site-app'
import { portfolioCategories } from '../../src/content/portfolio-categories'
import { projects } from '../../src/content/projects'
import { createI18n } from '../../src/i18n/create-i18n'
import type { LanguageCode } from '../../src/i18n/languages'
import { languagePrefix } from '../../src/i18n/localized-path'
import { serverResources } from '../../src/i18n/server-resources'
import { createEmotionCache } from '../../src/renderer/emotion-cache'
import { localeStrings } from '../support/locales'

async function renderPortfolio(language: LanguageCode, search = ''): Promise<string> {
  const location = `${languagePrefix(language)}/portfolio${search}`
  const { prelude } = await prerenderToNodeStream(
    <Providers i18n={createI18n(language, serverResources(language))} emotionCache={createEmotionCache()}>
      <StaticRouter basename={languagePrefix(language) || undefined} location={location}>
        <SiteApp />
      </StaticRouter>
    </Providers>,
    // As when prerendering: lazy page content stays in place instead of streaming to the end.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array)
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
  return main.replace(/<style[\s\S]*?<\/style>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
}

describe('portfolio page markup', () => {
  for (const language of ['en', 'fr'] as const) {
    const strings = localeStrings(language)

    it(`${language}: nine filter buttons, All pressed, in a labelled group`, async () => {
      const html = await renderPortfolio(language)
      expect(html).toContain(`role="group" aria-label="${strings['portfolio:filter.label']}"`)
      const buttons = [...html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>([^<]*)<\/button>/g)]
      const labels = [strings['projects:categories.all'], ...portfolioCategories.map(({ labelKey }) => strings[`projects:${labelKey}`])]
      expect(buttons.map((match) => match[2])).toEqual(labels)
      expect(buttons.map((match) => match[1])).toEqual(['true', ...portfolioCategories.map(() => 'false')])
    })

    it(`${language}: without JavaScript every project shows, even for a filtered URL`, async () => {
      const html = await renderPortfolio(language, '?category=healthcare')
      expect(html.match(/<article/g)).toHaveLength(12)
      for (const project of projects) {
        expect(html).toContain(strings[`projects:${project.titleKey}`])
        expect(html).toContain(strings[`projects:${project.clientKey}`])
      }
    })
  }

  it('writes durations with the plural of the language', async () => {
    const english = await renderPortfolio('en')
    const french = await renderPortfolio('fr')
    for (const { durationWeeks } of projects) {
      expect(english).toContain(`>${durationWeeks} weeks<`)
      expect(french).toContain(`>${durationWeeks} semaines<`)
    }
  })
})
