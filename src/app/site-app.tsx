import { SiteLayout } from '../components/layout/site-layout.tsx'
import type { PageId } from '../content/pages.ts'
import { CurrentPage } from '../i18n/use-current-page.ts'
import { OfflinePage } from '../routes/errors/offline-page.tsx'
import { ServerErrorPage } from '../routes/errors/server-error-page.tsx'
import { SiteRoutes } from './routes.tsx'

interface SiteAppProps {
  pageId?: PageId
  serverError?: boolean
  /** The page the service worker serves for an address this device has not opened yet. */
  offline?: boolean
}

export function SiteApp({ pageId, serverError = false, offline = false }: SiteAppProps) {
  return (
    <CurrentPage value={pageId}>
      <SiteLayout>{offline ? <OfflinePage /> : serverError ? <ServerErrorPage /> : <SiteRoutes />}</SiteLayout>
    </CurrentPage>
  )
}
