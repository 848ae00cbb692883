import { SiteApp } from '../../app/site-app'
import type { PageId } from '../../content/pages'

export default function Page({ pageId }: { pageId?: PageId }) {
  return <SiteApp pageId={pageId} />
}
