import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { Providers } from '../../src/app/providers.tsx'
import { IslandDefinitions } from '../../src/components/island/island.tsx'
import { islands } from '../../src/islands/registry.ts'
import { createI18n } from '../../src/i18n/create-i18n.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { prefixPath } from '../../src/i18n/localized-path.ts'
import { serverResources } from '../../src/i18n/server-resources.ts'
import { createEmotionCache } from '../../src/app/emotion-cache.ts'

interface RenderOptions {
  /** The page's language; its strings are loaded as the prerender loads them. */
  language?: LanguageCode
  /** Another i18next instance instead, e.g. one that answers with keys. */
  i18n?: I18n
  /** Renders inside the router at this path inside the language ('/a-propos' in French), for components that link or read the URL. */
  location?: string
}

/** Renders as the prerender does (the app's providers, lazy content in place) and returns the HTML. */
export async function renderToHtml(element: ReactNode, { language = 'en', i18n, location }: RenderOptions = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Providers i18n={i18n ?? createI18n(language, serverResources(language))} emotionCache={createEmotionCache()}>
      <IslandDefinitions value={islands}>
        {location === undefined ? (
          element
        ) : (
          <StaticRouter basename={prefixPath('/', language)} location={prefixPath(location, language)}>
            {element}
          </StaticRouter>
        )}
      </IslandDefinitions>
    </Providers>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array)
  return html
}
