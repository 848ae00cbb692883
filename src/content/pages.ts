/** The site's pages: one record feeds the router, navigation, the prerender list and hreflang. */
export const pages = {
  home: { path: '/', namespace: 'home' },
  about: { path: '/about', namespace: 'about' },
  portfolio: { path: '/portfolio', namespace: 'portfolio' },
  contact: { path: '/contact', namespace: 'contact' },
  quote: { path: '/quote', namespace: 'quote' },
} as const

export type PageId = keyof typeof pages
export type PageNamespace = (typeof pages)[PageId]['namespace']

export const pageIds = Object.keys(pages) as PageId[]

/** In-page anchors of the home page that the footer links to. */
export const homeAnchors = {
  services: '/#services',
  pricing: '/#pricing',
} as const

export function findPageByPath(path: string): PageId | undefined {
  return pageIds.find((id) => pages[id].path === path)
}
