import { describe, expect, it, vi } from 'vitest'
import onBeforePrerenderStart from '../../src/pages/site/+onBeforePrerenderStart.ts'

vi.mock('../../src/content/pages.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/pages.ts')>()
  return { ...actual, pages: { ...actual.pages, quote: { ...actual.pages.quote, slug: { en: 'quote', fr: 'Devis' } } } }
})

describe('the build', () => {
  it('stops before prerendering when a slug is unsound, naming the page, the language and the reason', () => {
    expect(() => onBeforePrerenderStart()).toThrow(
      'The page slugs in src/content/pages.ts cannot be built:\n  - page quote, language fr: the slug “Devis” must be lowercase ASCII letters and digits',
    )
  })
})
