import { SiteLayout } from '../components/layout/site-layout.tsx'
import type { PageId } from '../content/pages.ts'
import { CurrentPage } from '../i18n/use-current-page.ts'
import { ServerErrorPage } from '../routes/errors/server-error-page.tsx'
import { SiteRoutes } from './routes.tsx'

export function SiteApp({ pageId, serverError = false }: { pageId?: PageId; serverError?: boolean }) {
  return (
    <CurrentPage value={pageId}>
      <SiteLayout>{serverError ? <ServerErrorPage /> : <SiteRoutes />}</SiteLayout>
    </CurrentPage>
  )
}
