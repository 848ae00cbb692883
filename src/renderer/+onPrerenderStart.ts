import type { PrerenderContext } from 'vike/types'
import { languages } from '../i18n/languages.ts'
import { prefixPath } from '../i18n/localized-path.ts'

/** A not-found page per language; Vike requires copies, never its own pageContext objects. */
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
