import createEmotionServer from '@emotion/server/create-instance'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { Providers } from '../app/providers'
import { pages, type PageId } from '../content/pages'
import { createI18n } from '../i18n/create-i18n'
import { textDirection } from '../i18n/languages'
import { languagePrefix, parseLocalizedPath } from '../i18n/localized-path'
import type { Namespace } from '../i18n/namespaces'
import { pickNamespaces, serverResources } from '../i18n/server-resources'
import { pageHead } from '../seo/page-head'
import { createEmotionCache } from './emotion-cache'

export default async function onRenderHtml(pageContext: PageContextServer) {
  const { language } = parseLocalizedPath(pageContext.urlPathname)
  const pageId = pageContext.routeParams?.page as PageId | undefined
  const namespace: Namespace = pageId ? pages[pageId].namespace : 'errors'
  const sharedNamespaces: readonly Namespace[] = pageId ? pages[pageId].sharedNamespaces : []
  const i18n = createI18n(language, serverResources(language))
  const emotionCache = createEmotionCache()
  const emotionServer = createEmotionServer(emotionCache)
  const { Page } = pageContext

  const { prelude } = await prerenderToNodeStream(
    <Providers i18n={i18n} emotionCache={emotionCache}>
      <StaticRouter basename={languagePrefix(language) || undefined} location={pageContext.urlPathname}>
        <Page is404={pageContext.is404} />
      </StaticRouter>
    </Providers>,
    // Past this size React moves a Suspense boundary's content to the end of the document and reveals
    // it with an inline script; the prerendered page must be complete and script-free as written.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const appHtml = await streamToString(prelude)
  const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(appHtml))

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${language}" dir="${textDirection(language)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${dangerouslySkipEscape(pageHead(i18n, language, pageId))}
    ${dangerouslySkipEscape(styleTags)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(appHtml)}</div>
  </body>
</html>`

  return {
    documentHtml,
    injectFilter: deferScriptPreloads,
    pageContext: {
      language,
      i18nResources: pickNamespaces(language, ['common', namespace, ...sharedNamespaces]),
    },
  }
}

/**
 * The page is complete without JavaScript, so its scripts must not compete with the first paint:
 * keep the entry script (async, at the end of the body) but drop the preloads of its chunks, which
 * the entry requests itself once it runs.
 */
function deferScriptPreloads(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'script' && !asset.isEntry) asset.inject = false
  }
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = ''
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array)
  return html
}
