import { SiteApp } from '../../app/site-app'

export default function Page() {
  return <SiteApp />
}
