import { Box } from '@chakra-ui/react'
import { lazy, Suspense, type ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import { DocumentTitle } from '../components/layout/document-title'
import { findPageByPath, pageIds, pages, type PageId } from '../content/pages'
import { NotFoundPage } from '../routes/errors/not-found-page'

/** Each page is its own chunk; the prerendered HTML stays on screen until its chunk has loaded. */
const pageModules: Record<PageId, () => Promise<ComponentType>> = {
  home: () => import('../routes/home/home-page').then((module) => module.HomePage),
  about: () => import('../routes/about/about-page').then((module) => module.AboutPage),
  portfolio: () => import('../routes/portfolio/portfolio-page').then((module) => module.PortfolioPage),
  contact: () => import('../routes/contact/contact-page').then((module) => module.ContactPage),
  quote: () => import('../routes/quote/quote-page').then((module) => module.QuotePage),
}

const lazyPage = (load: () => Promise<ComponentType>) => lazy(() => load().then((Page) => ({ default: Page })))

const pageComponents: Record<PageId, ComponentType> = {
  home: lazyPage(pageModules.home),
  about: lazyPage(pageModules.about),
  portfolio: lazyPage(pageModules.portfolio),
  contact: lazyPage(pageModules.contact),
  quote: lazyPage(pageModules.quote),
}

/** Fetches a page's code ahead of a likely navigation; the browser caches the chunk for the real one. */
export function preloadPage(path: string): void {
  const pageId = findPageByPath(path.split('#')[0] || '/')
  if (pageId) void pageModules[pageId]()
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
