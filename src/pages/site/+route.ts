import type { PageContextServer } from 'vike/types'
import { findPageByPath } from '../../content/pages'
import { parseLocalizedPath } from '../../i18n/localized-path'

/** Accepts only the known pages of every language, so any other URL is a real 404. */
export default function route(pageContext: PageContextServer) {
  const { language, path } = parseLocalizedPath(pageContext.urlPathname)
  const page = findPageByPath(path)
  if (!page) return false
  return { routeParams: { language, page } }
}
