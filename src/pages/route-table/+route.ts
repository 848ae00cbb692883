import type { PageContextServer } from 'vike/types'
import { matchPage } from '../../app/routes.tsx'
import { parseLocalizedPath } from '../../i18n/localized-path.ts'

/** Accepts only the known pages of every language, as the route table matches them, so any other URL is a real 404. */
export default function route(pageContext: PageContextServer) {
  const { language, path } = parseLocalizedPath(pageContext.urlPathname)
  const page = matchPage(path, language)
  if (!page) return false
  return { routeParams: { language, page } }
}
