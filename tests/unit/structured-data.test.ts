import type { Thing } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import { jsonLdScript, structuredData } from '../../src/seo/structured-data'
import { siteConfig } from '../../src/site.config'

const input = {
  language: 'fr',
  path: '/fr/',
  homePath: '/fr/',
  title: 'Accueil',
  description: 'Studio au Ghana',
  paymentMethods: ['Carte bancaire', 'Virement bancaire', 'Mobile money'],
  breadcrumbs: [{ name: 'Accueil', path: '/fr/' }],
  faqs: [{ question: 'Combien de temps ?', answer: '2 à 4 semaines.' }],
}

const nodes = (graph: ReturnType<typeof structuredData>) => graph['@graph'] as (Thing & Record<string, unknown>)[]
const ofType = (graph: ReturnType<typeof structuredData>, type: string) => nodes(graph).find((node) => node['@type'] === type)

describe('structured data', () => {
  it('describes the business with the spec’s facts', () => {
    const business = ofType(structuredData(input), 'ProfessionalService')
    expect(business).toMatchObject({
      priceRange: '$500-$10000',
      currenciesAccepted: 'USD, GHS',
      paymentAccepted: 'Carte bancaire, Virement bancaire, Mobile money',
      foundingDate: '2019',
      telephone: siteConfig.phone.e164,
      email: siteConfig.email,
      address: { '@type': 'PostalAddress', addressCountry: 'GH' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 50 },
    })
    expect(ofType(structuredData(input), 'Organization')).toMatchObject({ name: siteConfig.brand, foundingDate: '2019' })
  })

  it('adds the page in its language, breadcrumbs and the FAQ', () => {
    const graph = structuredData(input)
    expect(ofType(graph, 'WebPage')).toMatchObject({ inLanguage: 'fr', name: 'Accueil' })
    expect(ofType(graph, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ position: 1, name: 'Accueil', item: `${siteConfig.origin}/fr/` }] })
    expect(ofType(graph, 'FAQPage')).toMatchObject({
      inLanguage: 'fr',
      mainEntity: [{ '@type': 'Question', name: 'Combien de temps ?', acceptedAnswer: { text: '2 à 4 semaines.' } }],
    })
  })

  it('leaves breadcrumbs and page out of not-found pages', () => {
    const graph = structuredData({ ...input, path: undefined, faqs: undefined })
    expect(nodes(graph).map((node) => node['@type'])).toEqual(['Organization', 'ProfessionalService'])
  })

  it('cannot be closed early by text in the data', () => {
    const script = jsonLdScript(structuredData({ ...input, title: '</script><script>alert(1)</script>' }))
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''))['@graph'][2].name).toBe('</script><script>alert(1)</script>')
  })
})
