import type { BreadcrumbList, FAQPage, Graph, Organization, ProfessionalService, Thing, WebPage, WebSite } from 'schema-dts'
import { studio } from '../content/studio.ts'
import type { PageId } from '../content/pages.ts'
import type { LanguageCode } from '../i18n/languages.ts'
import { localizePath } from '../i18n/localized-path.ts'
import { siteConfig } from '../site.config.ts'
import { logoIcon } from './brand-icons.ts'
import { shareImage } from './share-image.ts'
import { absoluteUrl } from './site-urls.ts'

export interface StructuredDataWords {
  pageName: string
  pageDescription: string
  organizationDescription: string
  paymentMethods: string[]
  breadcrumb: { home: string; page: string }
  faqs: { question: string; answer: string }[]
}

export interface StructuredDataInput {
  language: LanguageCode
  /** Absent on not-found pages, which get only the organisation and the studio. */
  pageId: PageId | undefined
  words: StructuredDataWords
}

/** One entity per studio for every page and language, so search engines merge what each page says. */
const entityIds = {
  organization: absoluteUrl('/#organization'),
  business: absoluteUrl('/#business'),
} as const

const pageUrl = (pageId: PageId, language: LanguageCode) => absoluteUrl(localizePath(pageId, language))
const webSiteId = (language: LanguageCode) => `${pageUrl('home', language)}#website`

function organizationNode(language: LanguageCode, words: Pick<StructuredDataWords, 'organizationDescription'>): Organization {
  return {
    '@type': 'Organization',
    '@id': entityIds.organization,
    name: siteConfig.brand,
    url: pageUrl('home', language),
    logo: absoluteUrl(logoIcon.path),
    image: absoluteUrl(shareImage(language, 'home').path),
    description: words.organizationDescription,
    email: siteConfig.email,
    telephone: siteConfig.phone.e164,
    foundingDate: String(studio.foundingYear),
    address: postalAddress(),
    sameAs: siteConfig.social.map(({ url }) => url),
  }
}

function businessNode(
  language: LanguageCode,
  words: Pick<StructuredDataWords, 'organizationDescription' | 'paymentMethods'>,
): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': entityIds.business,
    name: siteConfig.brand,
    parentOrganization: { '@id': entityIds.organization },
    url: pageUrl('home', language),
    logo: absoluteUrl(logoIcon.path),
    image: absoluteUrl(shareImage(language, 'home').path),
    description: words.organizationDescription,
    email: siteConfig.email,
    telephone: siteConfig.phone.e164,
    foundingDate: String(studio.foundingYear),
    address: postalAddress(),
    sameAs: siteConfig.social.map(({ url }) => url),
    priceRange: studio.priceRange,
    currenciesAccepted: studio.currenciesAccepted.join(', '),
    paymentAccepted: words.paymentMethods.join(', '),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: studio.rating.value,
      reviewCount: studio.rating.count,
      bestRating: studio.rating.best,
      worstRating: 1,
    },
  }
}

function postalAddress() {
  return { '@type': 'PostalAddress', addressLocality: studio.address.locality, addressCountry: studio.address.country } as const
}

function webSiteNode(language: LanguageCode): WebSite {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(language),
    url: pageUrl('home', language),
    name: siteConfig.brand,
    inLanguage: language,
    publisher: { '@id': entityIds.organization },
  }
}

/** Only below the home page: a one-item trail is one Google's rich-result rules refuse. */
function breadcrumbNode(language: LanguageCode, pageId: PageId, names: StructuredDataWords['breadcrumb']): BreadcrumbList {
  const trail = [
    { name: names.home, url: pageUrl('home', language) },
    { name: names.page, url: pageUrl(pageId, language) },
  ]
  return {
    '@type': 'BreadcrumbList',
    '@id': `${pageUrl(pageId, language)}#breadcrumb`,
    itemListElement: trail.map(({ name, url }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url })),
  }
}

function pageNode(language: LanguageCode, pageId: PageId, words: StructuredDataWords): WebPage | FAQPage {
  const url = pageUrl(pageId, language)
  const common = {
    '@id': `${url}#webpage`,
    url,
    name: words.pageName,
    description: words.pageDescription,
    inLanguage: language,
    isPartOf: { '@id': webSiteId(language) },
    about: { '@id': entityIds.business },
  }
  if (pageId !== 'home') return { '@type': 'WebPage', ...common, breadcrumb: { '@id': `${url}#breadcrumb` } }
  return {
    '@type': 'FAQPage',
    ...common,
    mainEntity: words.faqs.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/** The JSON-LD graph of a page. schema-dts types make a misspelt property or a wrong value type fail the typecheck. */
export function structuredData({ language, pageId, words }: StructuredDataInput): Graph {
  const graph: Thing[] = [organizationNode(language, words), businessNode(language, words)]
  if (pageId !== undefined) {
    graph.push(webSiteNode(language), pageNode(language, pageId, words))
    if (pageId !== 'home') graph.push(breadcrumbNode(language, pageId, words.breadcrumb))
  }
  return { '@context': 'https://schema.org', '@graph': graph }
}
