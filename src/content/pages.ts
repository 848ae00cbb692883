/** One record feeds routes, navigation, prerendering, sitemap, hreflang, the switcher and the redirects (README: add a page). */
export const pages = {
  home: { slug: { en: '' }, namespace: 'home', sharedNamespaces: ['projects'] },
  about: { slug: { en: 'about', fr: 'a-propos' }, namespace: 'about', sharedNamespaces: [] },
  portfolio: { slug: { en: 'portfolio', fr: 'realisations' }, namespace: 'portfolio', sharedNamespaces: ['projects'] },
  contact: { slug: { en: 'contact', fr: 'contact' }, namespace: 'contact', sharedNamespaces: [] },
  quote: { slug: { en: 'quote', fr: 'devis' }, namespace: 'quote', sharedNamespaces: [] },
  privacy: { slug: { en: 'privacy', fr: 'confidentialite' }, namespace: 'privacy', sharedNamespaces: ['contact', 'quote'] },
} as const satisfies Record<string, PageDefinition>

/** English is required, the fallback of every other language. */
export type PageSlugs = { readonly en: string } & Readonly<Partial<Record<string, string>>>

interface PageDefinition {
  slug: PageSlugs
  namespace: string
  sharedNamespaces: readonly string[]
}

export type PageId = keyof typeof pages

export const pageIds = Object.keys(pages) as PageId[]

export interface PageTarget {
  page: PageId
  /** An element id on that page, without '#'. */
  section?: string
}

export const homeAnchors = {
  services: { page: 'home', section: 'services' },
  pricing: { page: 'home', section: 'pricing' },
} as const satisfies Record<string, PageTarget>

export const privacyAnchors = {
  cookies: { page: 'privacy', section: 'cookies' },
} as const satisfies Record<string, PageTarget>
