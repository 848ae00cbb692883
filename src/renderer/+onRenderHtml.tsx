import createEmotionServer from '@emotion/server/create-instance'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { createEmotionCache } from '../app/emotion-cache.ts'
import { Providers } from '../app/providers.tsx'
import type { PageId } from '../content/pages.ts'
import { createI18n } from '../i18n/create-i18n.ts'
import { textDirection, type LanguageCode } from '../i18n/languages.ts'
import type { LocaleResources } from '../i18n/namespaces.ts'
import { PageStringsCollector } from '../i18n/page-strings-collector.ts'
import { mergePageStrings, pageStringsElementId, pickPageStrings, type PageStrings, type PageStringsData } from '../i18n/page-strings.ts'
import { parseLocalizedPath, prefixPath } from '../i18n/localized-path.ts'
import { serverResources } from '../i18n/server-resources.ts'
import { IslandDefinitions } from '../components/island/island.tsx'
import { footerId } from '../components/layout/footer.tsx'
import { islands } from '../islands/registry.ts'
import { pageHead } from '../seo/page-head.ts'

export default async function onRenderHtml(pageContext: PageContextServer) {
  const { language, path } = parseLocalizedPath(pageContext.urlPathname)
  const pageId = pageContext.routeParams?.page as PageId | undefined
  const i18n = createI18n(language, serverResources(language))
  const emotionCache = createEmotionCache()
  const emotionServer = createEmotionServer(emotionCache)
  const pageStrings: PageStrings[] = []
  const { Page } = pageContext

  const { prelude } = await prerenderToNodeStream(
    <Providers i18n={i18n} emotionCache={emotionCache}>
      <IslandDefinitions value={islands}>
        <PageStringsCollector value={pageStrings}>
          {/* The language's home with its slash ('/fr/'), so links to it and its sections name the canonical address ('/fr/#services'). */}
          <StaticRouter basename={prefixPath('/', language)} location={prefixPath(path, language)}>
            <Page is404={pageContext.is404} pageId={pageId} />
          </StaticRouter>
        </PageStringsCollector>
      </IslandDefinitions>
    </Providers>,
    // Past this size React streams a boundary out with an inline script; the page must be script-free.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const appHtml = await streamToString(prelude)
  const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(appHtml))

  // `rel="expect"` holds the first paint until the footer, so nothing painted half-arrived shifts later:
  // Chromium ends the hold once the named element exists, so naming <main> would end it as <main> began.
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${language}" dir="${textDirection(language)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="expect" href="#${footerId}" blocking="render" />
    ${dangerouslySkipEscape(pageHead(i18n, language, pageId, { offline: pageContext.routeParams?.offline === 'yes' }))}
    ${dangerouslySkipEscape(styleTags)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(appHtml)}</div>${dangerouslySkipEscape(pageStringsData(language, i18n.store.data[language] as LocaleResources, pageStrings))}
  </body>
</html>`

  return { documentHtml, injectFilter: deferScriptPreloads }
}

/** The strings the page's islands and forms declare, and nothing else of its locale files, as JSON the browser does not run. */
function pageStringsData(language: LanguageCode, resources: LocaleResources, declared: PageStrings[]): string {
  if (!declared.length) return ''
  const data: PageStringsData = { language, resources: pickPageStrings(resources, mergePageStrings(declared)) }
  // `<` escaped, so no string can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `\n    <script type="application/json" id="${pageStringsElementId}">${json}</script>`
}

/** The islands' chunk preloads go: they load only when an island wakes, not against the first paint. */
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
