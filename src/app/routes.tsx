import { Box } from '@chakra-ui/react'
import { lazy, Suspense, type ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import { DocumentTitle } from '../components/layout/document-title'
import { pageIds, pages, type PageId } from '../content/pages'
import { NotFoundPage } from '../routes/errors/not-found-page'

/** Each page is its own chunk; the prerendered HTML stays on screen until its chunk has loaded. */
const pageComponents: Record<PageId, ComponentType> = {
  home: lazy(() => import('../routes/home/home-page').then((module) => ({ default: module.HomePage }))),
  about: lazy(() => import('../routes/about/about-page').then((module) => ({ default: module.AboutPage }))),
  portfolio: lazy(() => import('../routes/portfolio/portfolio-page').then((module) => ({ default: module.PortfolioPage }))),
  contact: lazy(() => import('../routes/contact/contact-page').then((module) => ({ default: module.ContactPage }))),
  quote: lazy(() => import('../routes/quote/quote-page').then((module) => ({ default: module.QuotePage }))),
}

export function SiteRoutes() {
  return (
    <Routes>
      {pageIds.map((pageId) => {
        const Page = pageComponents[pageId]
        return (
          <Route
            key={pageId}
            path={pages[pageId].path}
            element={
              <Suspense fallback={<Box minHeight="100vh" />}>
                <DocumentTitle namespace={pages[pageId].namespace} />
                <Page />
              </Suspense>
            }
          />
        )
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
