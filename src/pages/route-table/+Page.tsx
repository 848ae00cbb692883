import { SiteApp } from '../../app/site-app.tsx'
import type { PageId } from '../../content/pages.ts'

export default function Page({ pageId }: { pageId?: PageId }) {
  return <SiteApp pageId={pageId} />
}
