import { SiteApp } from '../../app/site-app.tsx'

export default function Page() {
  return <SiteApp offline />
}
