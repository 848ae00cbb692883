import { SiteLayout } from '../components/layout/site-layout'
import { ServerErrorPage } from '../routes/errors/server-error-page'
import { SiteRoutes } from './routes'

export function SiteApp({ serverError = false }: { serverError?: boolean }) {
  return <SiteLayout>{serverError ? <ServerErrorPage /> : <SiteRoutes />}</SiteLayout>
}
