import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import { pageIds, type PageId } from '../content/pages.ts'
import type { LanguageCode } from '../i18n/languages.ts'
import { pagePath } from '../i18n/localized-path.ts'
import { AboutPage } from '../routes/about/about-page.tsx'
import { ContactPage } from '../routes/contact/contact-page.tsx'
import { NotFoundPage } from '../routes/errors/not-found-page.tsx'
import { HomePage } from '../routes/home/home-page.tsx'
import { PortfolioPage } from '../routes/portfolio/portfolio-page.tsx'
import { PrivacyPage } from '../routes/privacy/privacy-page.tsx'
import { QuotePage } from '../routes/quote/quote-page.tsx'

const pageComponents: Record<PageId, ComponentType> = {
  home: HomePage,
  about: AboutPage,
  portfolio: PortfolioPage,
  contact: ContactPage,
  quote: QuotePage,
  privacy: PrivacyPage,
}

/** One per language, since each has its own slugs; paths are inside the language, its prefix the basename. */
function routeTable(language: LanguageCode): RouteObject[] {
  return [
    ...pageIds.map((pageId) => {
      const Page = pageComponents[pageId]
      return { id: pageId, path: pagePath({ page: pageId }, language), caseSensitive: true, element: <Page /> }
    }),
    { id: 'not-found', path: '*', element: <NotFoundPage /> },
  ]
}

export function matchPage(path: string, language: LanguageCode): PageId | undefined {
  const id = matchRoutes(routeTable(language), path)?.at(-1)?.route.id
  return pageIds.find((pageId) => pageId === id)
}

export function SiteRoutes() {
  const { i18n } = useTranslation()
  return useRoutes(routeTable(i18n.language as LanguageCode))
}
