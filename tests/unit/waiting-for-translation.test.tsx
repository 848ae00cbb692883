import { describe, expect, it } from 'vitest'
import { SiteApp } from '../../src/app/site-app.tsx'
import { plans } from '../../src/content/plans.ts'
import { createI18n } from '../../src/i18n/create-i18n.ts'
import type { LocaleResources } from '../../src/i18n/namespaces.ts'
import { serverResources } from '../../src/i18n/server-resources.ts'
import { siteConfig } from '../../src/site.config.ts'
import { pageHead } from '../../src/seo/page-head.ts'
import { localeStrings } from '../support/locales.ts'
import { mainOf } from '../support/prerendered-html.ts'
import { renderToHtml } from '../support/render-html.tsx'

type Tree = { [key: string]: string | Tree }

const feature = plans[0]!.featureKeys[0]!
/** Words of entries not translated yet: a question, a plan's feature, one word of a featured project, a social network. */
const waiting = ['home:faq.items.timeline.question', `home:${feature}`, 'projects:items.mediTrack.imageAlt', 'common:footer.social.x']

/** French as it is while those words wait for their translation. */
function frenchWaiting(): LocaleResources {
  const french = structuredClone(serverResources('fr')) as Record<string, Tree>
  for (const id of waiting) {
    const [namespace, key] = id.split(':') as [string, string]
    const path = key.split('.')
    const parent = path.slice(0, -1).reduce((node, part) => node[part] as Tree, french[namespace]!)
    delete parent[path.at(-1)!]
  }
  return french
}

describe('an entry waiting for its French', () => {
  const french = localeStrings('fr')
  const english = localeStrings('en')

  it('is left out of the French pages whole, structured data included, with no English in its place', async () => {
    const i18n = createI18n('fr', frenchWaiting())
    const text = mainOf(await renderToHtml(<SiteApp />, { i18n, language: 'fr', location: '/' })).textContent
    expect(text).not.toContain(french['home:faq.items.timeline.answer'])
    expect(text).not.toContain(english['home:faq.items.timeline.question'])
    expect(text).not.toContain(english[`home:${feature}`])
    expect(text).not.toContain(french['projects:items.mediTrack.title'])
    // The rest stays: the other questions, the plan with its other features, the other featured projects.
    expect(text).toContain(french['home:faq.items.cost.question'])
    expect(text).toContain(french[`home:${plans[0]!.nameKey}`])
    expect(text).toContain(french[`home:${plans[0]!.featureKeys[1]!}`])
    const head = pageHead(i18n, 'fr', 'home')
    expect(head).not.toContain('faq.items.timeline')
    expect(head).toContain(french['home:faq.items.cost.question'])
  })

  it('leaves a social network out of the French footer, never showing its key', async () => {
    const html = await renderToHtml(<SiteApp />, { i18n: createI18n('fr', frenchWaiting()), language: 'fr', location: '/' })
    const x = siteConfig.social.find(({ id }) => id === 'x')!
    expect(html).not.toContain(x.url)
    expect(html).not.toContain('footer.social.x')
    expect(html).toContain(siteConfig.social.find(({ id }) => id === 'facebook')!.url)
    expect(await renderToHtml(<SiteApp />, { language: 'en', location: '/' })).toContain(x.url)
  })

  it('shows on the English pages', async () => {
    const text = mainOf(await renderToHtml(<SiteApp />, { language: 'en', location: '/' })).textContent
    expect(text).toContain(english['home:faq.items.timeline.question'])
    expect(text).toContain(english[`home:${feature}`])
    expect(text).toContain(english['projects:items.mediTrack.title'])
  })
})
