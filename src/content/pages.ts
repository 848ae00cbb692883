/**
 * The site's pages: one record feeds the route table (and through it Vike's route), navigation, the
 * prerender list, the sitemap, hreflang and the language switcher. `namespace` holds the page's own
 * strings (its meta among them); `sharedNamespaces` are other locale files it renders besides `common`.
 */
export const pages = {
  home: { path: '/', namespace: 'home', sharedNamespaces: ['projects'] },
  about: { path: '/about', namespace: 'about', sharedNamespaces: [] },
  portfolio: { path: '/portfolio', namespace: 'portfolio', sharedNamespaces: ['projects'] },
  contact: { path: '/contact', namespace: 'contact', sharedNamespaces: [] },
  quote: { path: '/quote', namespace: 'quote', sharedNamespaces: [] },
} as const

export type PageId = keyof typeof pages
export type PageNamespace = (typeof pages)[PageId]['namespace']
export type SharedNamespace = (typeof pages)[PageId]['sharedNamespaces'][number]

export const pageIds = Object.keys(pages) as PageId[]

/** In-page anchors of the home page that the footer links to. */
export const homeAnchors = {
  services: '/#services',
  pricing: '/#pricing',
} as const
