import type { PageContextServer } from 'vike/types'
import { languages } from '../../i18n/languages.ts'
import { offlinePagePath } from '../../i18n/localized-path.ts'

/** The offline page of each language, at its own address, which the service worker keeps ahead. */
export default function route(pageContext: PageContextServer) {
  const language = languages.find(({ code }) => offlinePagePath(code) === pageContext.urlPathname)?.code
  return language ? { routeParams: { language, offline: 'yes' } } : false
}
