import type { BreadcrumbList, FAQPage, Graph, Organization, ProfessionalService, Thing, WebPage } from 'schema-dts'
import { business, shareImage } from '../content/business'
import { siteConfig } from '../site.config'
import { absoluteUrl } from './site-urls'

export interface StructuredDataInput {
  language: string
  /** The page's own URL path in its language ('/fr/about'); absent on not-found pages. */
  path: string | undefined
  homePath: string
  title: string
  description: string
  paymentMethods: string[]
  /** Home first, then the page itself unless it is the home page. */
  breadcrumbs: { name: string; path: string }[]
  faqs?: { question: string; answer: string }[]
}

/**
 * The page's JSON-LD graph: the organisation and the local business on every page, breadcrumbs on
 * every indexed page and the FAQ on the home page. schema-dts types catch misspelt properties.
 */
export function structuredData({ language, path, homePath, title, description, paymentMethods, breadcrumbs, faqs }: StructuredDataInput): Graph {
  const organizationId = absoluteUrl('/#organization')
  const organization: Organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: siteConfig.brand,
    url: absoluteUrl(homePath),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl(shareImage.path),
    email: siteConfig.email,
    telephone: siteConfig.phone.e164,
    foundingDate: String(business.foundingYear),
    sameAs: Object.values(siteConfig.social),
    description,
  }
  const localBusiness: ProfessionalService = {
    '@type': 'ProfessionalService',
    '@id': absoluteUrl('/#business'),
    name: siteConfig.brand,
    parentOrganization: { '@id': organizationId },
    url: absoluteUrl(homePath),
    image: absoluteUrl(shareImage.path),
    description,
    telephone: siteConfig.phone.e164,
    email: siteConfig.email,
    priceRange: business.priceRange,
    currenciesAccepted: business.currenciesAccepted.join(', '),
    paymentAccepted: paymentMethods.join(', '),
    foundingDate: String(business.foundingYear),
    address: { '@type': 'PostalAddress', addressLocality: business.address.locality, addressCountry: business.address.country },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: business.rating.best,
    },
  }
  const graph: Thing[] = [organization, localBusiness]
  if (path !== undefined) {
    const webPage: WebPage = {
      '@type': 'WebPage',
      '@id': absoluteUrl(`${path}#webpage`),
      url: absoluteUrl(path),
      name: title,
      inLanguage: language,
      publisher: { '@id': organizationId },
    }
    graph.push(webPage)
    const breadcrumbList: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map(({ name, path: itemPath }, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: absoluteUrl(itemPath),
      })),
    }
    graph.push(breadcrumbList)
  }
  if (faqs?.length && path !== undefined) {
    const faqPage: FAQPage = {
      '@type': 'FAQPage',
      '@id': absoluteUrl(path),
      inLanguage: language,
      mainEntity: faqs.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    }
    graph.push(faqPage)
  }
  return { '@context': 'https://schema.org', '@graph': graph }
}

/** JSON for a <script type="application/ld+json"> block: `<` escaped so no text can close the script. */
export function jsonLdScript(data: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}
