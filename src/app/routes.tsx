import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import { pageIds, type PageId } from '../content/pages'
import type { LanguageCode } from '../i18n/languages'
import { pagePath } from '../i18n/localized-path'
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
 * The one route table, one per language since each language has its own slugs: Vike's route function
 * asks it which page a URL is (matchPage), and the prerender renders the page it picks. Paths are
 * inside the language ('/a-propos'); the language prefix is the router's basename.
 */
function routeTable(language: LanguageCode): RouteObject[] {
  return [
    ...pageIds.map((pageId) => {
      const Page = pageComponents[pageId]
      return { id: pageId, path: pagePath({ page: pageId }, language), caseSensitive: true, element: <Page /> }
    }),
    { id: 'not-found', path: '*', element: <NotFoundPage /> },
  ]
}

/** The page at a path inside a language ('/a-propos' in French), if it is one of ours. */
export function matchPage(path: string, language: LanguageCode): PageId | undefined {
  const id = matchRoutes(routeTable(language), path)?.at(-1)?.route.id
  return pageIds.find((pageId) => pageId === id)
}

export function SiteRoutes() {
  const { i18n } = useTranslation()
  return useRoutes(routeTable(i18n.language as LanguageCode))
}
