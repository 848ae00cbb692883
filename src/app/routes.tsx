import type { ComponentType } from 'react'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import { pageIds, pages, type PageId } from '../content/pages'
import { AboutPage } from '../routes/about/about-page'
import { ContactPage } from '../routes/contact/contact-page'
import { NotFoundPage } from '../routes/errors/not-found-page'
import { HomePage } from '../routes/home/home-page'
import { PortfolioPage } from '../routes/portfolio/portfolio-page'
import { QuotePage } from '../routes/quote/quote-page'

/** The component of each page of src/content/pages.ts. */
const pageComponents: Record<PageId, ComponentType> = {
  home: HomePage,
  about: AboutPage,
  portfolio: PortfolioPage,
  contact: ContactPage,
  quote: QuotePage,
}

/**
 * The one route table: Vike's route function asks it which page a URL is (matchPage), and the
 * prerender renders the page it picks. Paths are language-neutral; the language prefix is the
 * router's basename.
 */
const routeTable: RouteObject[] = [
  ...pageIds.map((pageId) => {
    const Page = pageComponents[pageId]
    return { id: pageId, path: pages[pageId].path, element: <Page /> }
  }),
  { id: 'not-found', path: '*', element: <NotFoundPage /> },
]

/** The page at a language-neutral path, if it is one of ours. */
export function matchPage(path: string): PageId | undefined {
  const id = matchRoutes(routeTable, path)?.at(-1)?.route.id
  return pageIds.find((pageId) => pageId === id)
}

export function SiteRoutes() {
  return useRoutes(routeTable)
}
