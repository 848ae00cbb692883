import type { PrerenderContext } from 'vike/types'
import { languages } from '../i18n/languages.ts'
import { prefixPath } from '../i18n/localized-path.ts'

/**
 * Vike prerenders one not-found page (/404.html); every other language gets its own under its prefix.
 * Vike requires the returned list to hold copies, never its own pageContext objects.
 */
export default function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => {
    if (!pageContext.is404) return [{ ...pageContext }]
    return languages.map((language) => ({
      ...pageContext,
      urlOriginal: prefixPath(pageContext.urlOriginal, language.code),
    }))
  })
  return { prerenderContext: { pageContexts } }
}
