import { SiteLayout } from '../components/layout/site-layout'
import type { PageId } from '../content/pages'
import { CurrentPage } from '../i18n/use-current-page'
import { ServerErrorPage } from '../routes/errors/server-error-page'
import { SiteRoutes } from './routes'

export function SiteApp({ pageId, serverError = false }: { pageId?: PageId; serverError?: boolean }) {
  return (
    <CurrentPage value={pageId}>
      <SiteLayout>{serverError ? <ServerErrorPage /> : <SiteRoutes />}</SiteLayout>
    </CurrentPage>
  )
}
