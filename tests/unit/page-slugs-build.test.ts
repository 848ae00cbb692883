import { afterEach, describe, expect, it, vi } from 'vitest'

const pagesModule = '../../src/content/pages.ts'

describe('the build', () => {
  afterEach(() => {
    vi.doUnmock(pagesModule)
    vi.resetModules()
  })

  it('stops before prerendering when a slug is unsound, naming the page, the language and the reason', async () => {
    // Test files share their modules (vitest.config.ts): load the hook afresh over a page record with a bad slug.
    vi.resetModules()
    vi.doMock(pagesModule, async (importOriginal) => {
      const actual = await importOriginal<typeof import('../../src/content/pages.ts')>()
      return { ...actual, pages: { ...actual.pages, quote: { ...actual.pages.quote, slug: { en: 'quote', fr: 'Devis' } } } }
    })
    const { default: onBeforePrerenderStart } = await import('../../src/pages/route-table/+onBeforePrerenderStart.ts')
    expect(() => onBeforePrerenderStart()).toThrow(
      'The page slugs in src/content/pages.ts cannot be built:\n  - page quote, language fr: the slug “Devis” must be lowercase ASCII letters and digits',
    )
  })
})
