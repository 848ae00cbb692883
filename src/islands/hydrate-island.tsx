import type { EmotionCache } from '@emotion/react'
import type { i18n as I18n } from 'i18next'
import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { Providers } from '../app/providers.tsx'
import { createI18n } from '../i18n/create-i18n.ts'
import { isLanguageCode } from '../i18n/languages.ts'
import { createEmotionCache } from '../app/emotion-cache.ts'
import { islandStringsElementId, type IslandPageData } from '../components/island/island-strings.ts'

let shared: { i18n: I18n; emotionCache: EmotionCache } | undefined

/** One i18next and one Emotion cache for every island of the page, made when the first one wakes. */
function pageContext() {
  if (!shared) {
    const data = JSON.parse(document.getElementById(islandStringsElementId)?.textContent ?? 'null') as IslandPageData | null
    if (!data || !isLanguageCode(data.language)) throw new Error('The page carries no island strings')
    shared = { i18n: createI18n(data.language, data.resources), emotionCache: createEmotionCache() }
  }
  return shared
}

/** Hydrates one island's prerendered element; resolves once React has committed it. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, props: object): Promise<void> {
  const { i18n, emotionCache } = pageContext()
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <Providers i18n={i18n} emotionCache={emotionCache}>
        <Committed onCommit={resolve}>
          <Component {...props} />
        </Committed>
      </Providers>,
    )
  })
}

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}
