import { PagePreloadContext } from '../components/layout/page-preload'
import { SiteLayout } from '../components/layout/site-layout'
import { ServerErrorPage } from '../routes/errors/server-error-page'
import { preloadPage, SiteRoutes } from './routes'

export function SiteApp({ serverError = false }: { serverError?: boolean }) {
  return (
    <PagePreloadContext.Provider value={preloadPage}>
      <SiteLayout>{serverError ? <ServerErrorPage /> : <SiteRoutes />}</SiteLayout>
    </PagePreloadContext.Provider>
  )
}
