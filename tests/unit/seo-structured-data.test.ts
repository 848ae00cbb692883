import type { ProfessionalService } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import { jsonLdScript } from '../../src/seo/json-ld.ts'
import { structuredData } from '../../src/seo/structured-data.ts'
import { parseHtml } from '../support/prerendered-html.ts'

/** The graph of every built page, with the studio's facts, is read in the build: tests/build/seo.test.ts. */

// The graph is typed with schema-dts: `npm run typecheck` fails on a misspelt property, and fails here
// if it ever stopped doing so (an unused @ts-expect-error is an error).
const misspelt: ProfessionalService = {
  '@type': 'ProfessionalService',
  // @ts-expect-error `priceRage` is not a schema.org property.
  priceRage: '$500-$10000',
}
void misspelt

describe('JSON-LD block', () => {
  it('cannot be closed early by text in the data', () => {
    const pageName = '</script><script>alert(1)</script><!--'
    const words = {
      pageName,
      pageDescription: '',
      organizationDescription: '',
      paymentMethods: [],
      breadcrumb: { home: '', page: '' },
      faqs: [],
    }
    const scripts = parseHtml(`${jsonLdScript(structuredData({ language: 'en', pageId: 'about', words }))}<p>after</p>`).querySelectorAll(
      'script',
    )
    expect(scripts).toHaveLength(1)
    const graph = JSON.parse(scripts[0]?.textContent ?? 'null') as { '@graph': { '@type': string; name?: string }[] }
    expect(graph['@graph'].find((node) => node['@type'] === 'WebPage')?.name).toBe(pageName)
  })
})
