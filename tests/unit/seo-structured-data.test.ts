import type { ProfessionalService, Thing } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import type { PageId } from '../../src/content/pages.ts'
import { localizePath } from '../../src/i18n/localized-path.ts'
import { jsonLdScript } from '../../src/seo/json-ld.ts'
import { absoluteUrl } from '../../src/seo/site-urls.ts'
import { structuredData, type StructuredDataWords } from '../../src/seo/structured-data.ts'
import { siteConfig } from '../../src/site.config.ts'
import { parseHtml } from '../support/prerendered-html.ts'

const origin = siteConfig.origin
const frenchUrl = (pageId: PageId) => absoluteUrl(localizePath(pageId, 'fr'))
const words: StructuredDataWords = {
  pageName: 'Nos réalisations',
  pageDescription: 'Applications et sites web',
  organizationDescription: 'Studio au Ghana',
  paymentMethods: ['Carte bancaire', 'Virement bancaire', 'Mobile Money'],
  breadcrumb: { home: 'Accueil', page: 'Réalisations' },
  faqs: [{ question: 'Combien de temps ?', answer: '2 à 4 semaines.' }],
}

type Node = Thing & Record<string, unknown>
const nodes = (graph: ReturnType<typeof structuredData>) => graph['@graph'] as Node[]
const ofType = (graph: ReturnType<typeof structuredData>, type: string) => nodes(graph).find((node) => node['@type'] === type)
const types = (graph: ReturnType<typeof structuredData>) => nodes(graph).map((node) => node['@type'])

describe('structured data', () => {
  const portfolio = structuredData({ language: 'fr', pageId: 'portfolio', words })
  const home = structuredData({ language: 'fr', pageId: 'home', words })

  it('describes the business with the studio’s facts and the site config’s contact details', () => {
    expect(ofType(portfolio, 'ProfessionalService')).toMatchObject({
      '@id': `${origin}/#business`,
      name: siteConfig.brand,
      priceRange: '$500-$10000',
      currenciesAccepted: 'USD, GHS',
      paymentAccepted: 'Carte bancaire, Virement bancaire, Mobile Money',
      foundingDate: '2019',
      telephone: siteConfig.phone.e164,
      email: siteConfig.email,
      address: { '@type': 'PostalAddress', addressCountry: 'GH' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 50, bestRating: 5 },
      sameAs: Object.values(siteConfig.social),
      parentOrganization: { '@id': `${origin}/#organization` },
    })
  })

  it('describes the organisation with its logo, links and contact details', () => {
    expect(ofType(portfolio, 'Organization')).toMatchObject({
      '@id': `${origin}/#organization`,
      name: siteConfig.brand,
      url: frenchUrl('home'),
      logo: `${origin}/favicon.svg`,
      foundingDate: '2019',
      telephone: siteConfig.phone.e164,
      email: siteConfig.email,
      sameAs: Object.values(siteConfig.social),
      address: { addressCountry: 'GH' },
    })
  })

  it('adds the site and the page in their language, and breadcrumbs Home → page', () => {
    expect(types(portfolio)).toEqual(['Organization', 'ProfessionalService', 'WebSite', 'WebPage', 'BreadcrumbList'])
    expect(ofType(portfolio, 'WebSite')).toMatchObject({ url: frenchUrl('home'), inLanguage: 'fr' })
    expect(ofType(portfolio, 'WebPage')).toMatchObject({
      url: frenchUrl('portfolio'),
      name: 'Nos réalisations',
      inLanguage: 'fr',
      breadcrumb: { '@id': `${frenchUrl('portfolio')}#breadcrumb` },
    })
    expect(ofType(portfolio, 'BreadcrumbList')).toMatchObject({
      '@id': `${frenchUrl('portfolio')}#breadcrumb`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: frenchUrl('home') },
        { '@type': 'ListItem', position: 2, name: 'Réalisations', item: frenchUrl('portfolio') },
      ],
    })
  })

  it('makes the home page an FAQPage with its questions, and its breadcrumb Home alone', () => {
    expect(types(home)).toEqual(['Organization', 'ProfessionalService', 'WebSite', 'FAQPage', 'BreadcrumbList'])
    expect(ofType(home, 'FAQPage')).toMatchObject({
      url: frenchUrl('home'),
      inLanguage: 'fr',
      mainEntity: [{ '@type': 'Question', name: 'Combien de temps ?', acceptedAnswer: { '@type': 'Answer', text: '2 à 4 semaines.' } }],
    })
    expect(ofType(home, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: frenchUrl('home') },
    ])
  })

  it('gives not-found pages only the organisation and the business', () => {
    expect(types(structuredData({ language: 'en', pageId: undefined, words }))).toEqual(['Organization', 'ProfessionalService'])
  })
})

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
    const script = jsonLdScript(
      structuredData({ language: 'en', pageId: 'about', words: { ...words, pageName: '</script><script>alert(1)</script><!--' } }),
    )
    const scripts = parseHtml(`${script}<p>after</p>`).querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    const graph = JSON.parse(scripts[0]?.textContent ?? 'null') as { '@graph': Node[] }
    expect(graph['@graph'].find((node) => node['@type'] === 'WebPage')?.name).toBe('</script><script>alert(1)</script><!--')
  })
})
