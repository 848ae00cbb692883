/**
 * The site's pages: one record feeds the route table (and through it Vike's route), navigation, the
 * prerender list, the sitemap, hreflang, the language switcher and the hosting redirects. `slug` is
 * the page's address in each language (after the language prefix: French `a-propos` is
 * `/fr/a-propos`); a language without its own slug uses the English one. `namespace` holds the page's
 * own strings (its meta among them); `sharedNamespaces` are other locale files it renders besides
 * `common`. Slugs are checked by `slugProblems()` (src/i18n/slug-problems.ts) at every build.
 */
export const pages = {
  home: { slug: { en: '' }, namespace: 'home', sharedNamespaces: ['projects'] },
  about: { slug: { en: 'about', fr: 'a-propos' }, namespace: 'about', sharedNamespaces: [] },
  portfolio: { slug: { en: 'portfolio', fr: 'realisations' }, namespace: 'portfolio', sharedNamespaces: ['projects'] },
  contact: { slug: { en: 'contact', fr: 'contact' }, namespace: 'contact', sharedNamespaces: [] },
  quote: { slug: { en: 'quote', fr: 'devis' }, namespace: 'quote', sharedNamespaces: [] },
  privacy: { slug: { en: 'privacy', fr: 'confidentialite' }, namespace: 'privacy', sharedNamespaces: ['contact', 'quote'] },
} as const satisfies Record<string, PageDefinition>

/** A page's slug per language code; English is required, the fallback of every other language. */
export type PageSlugs = { readonly en: string } & Readonly<Partial<Record<string, string>>>

interface PageDefinition {
  slug: PageSlugs
  namespace: string
  sharedNamespaces: readonly string[]
}

export type PageId = keyof typeof pages
export type PageNamespace = (typeof pages)[PageId]['namespace']
export type SharedNamespace = (typeof pages)[PageId]['sharedNamespaces'][number]

export const pageIds = Object.keys(pages) as PageId[]

/** A place a link leads to: a page, and optionally a section of it. */
export interface PageTarget {
  page: PageId
  /** An element id on that page, without '#'. */
  section?: string
}

/** In-page anchors of the home page that the footer links to. */
export const homeAnchors = {
  services: { page: 'home', section: 'services' },
  pricing: { page: 'home', section: 'pricing' },
} as const satisfies Record<string, PageTarget>

/** Sections of the privacy notice that other pages link to: the footer's cookie policy is its cookies section. */
export const privacyAnchors = {
  cookies: { page: 'privacy', section: 'cookies' },
} as const satisfies Record<string, PageTarget>
