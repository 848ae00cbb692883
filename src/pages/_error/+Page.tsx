import { SiteApp } from '../../app/site-app.tsx'

/** Unknown URLs render the site's not-found route; any other error renders the error page. */
export default function Page({ is404 }: { is404?: boolean | null }) {
  return <SiteApp serverError={is404 === false} />
}
