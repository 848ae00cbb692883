import type { EmotionCache } from '@emotion/react'
import type { i18n as I18n } from 'i18next'
import { startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { Providers } from '../app/providers.tsx'
import { createI18n } from '../i18n/create-i18n.ts'
import { isLanguageCode } from '../i18n/languages.ts'
import { pageStringsElementId, type PageStringsData } from '../i18n/page-strings.ts'
import { createEmotionCache } from '../app/emotion-cache.ts'
import { siteSystem } from '../theme/system.ts'
import { eventsThatForceHydration } from './events-that-force-hydration.ts'

let shared: { i18n: I18n; emotionCache: EmotionCache } | undefined

function pageContext() {
  if (!shared) {
    const data = JSON.parse(document.getElementById(pageStringsElementId)?.textContent ?? 'null') as PageStringsData | null
    if (!data || !isLanguageCode(data.language)) throw new Error('The page carries no page strings')
    shared = { i18n: createI18n(data.language, data.resources), emotionCache: createEmotionCache() }
  }
  return shared
}

/** Its events are held back from React meanwhile, which would otherwise hydrate it all at once under the first input. */
export async function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  betweenSteps: () => Promise<void>,
): Promise<void> {
  const { hydrateRoot } = await import('react-dom/client')
  await betweenSteps()
  siteSystem()
  await betweenSteps()
  const { i18n, emotionCache } = pageContext()
  await betweenSteps()
  const holdBack = (event: Event) => event.stopImmediatePropagation()
  for (const type of eventsThatForceHydration) element.addEventListener(type, holdBack, { capture: true })
  const release = () => {
    for (const type of eventsThatForceHydration) element.removeEventListener(type, holdBack, { capture: true })
  }
  element.dataset.islandState = 'hydrating'
  return new Promise((resolve, reject) => {
    const hydrate = () => {
      hydrateRoot(
        element,
        <Providers i18n={i18n} emotionCache={emotionCache}>
          <Committed
            onCommit={() => {
              release()
              resolve()
            }}
          >
            <Component {...props} />
          </Committed>
        </Providers>,
        {
          onUncaughtError: (error) => {
            release()
            reject(error instanceof Error ? error : new Error(String(error)))
          },
        },
      )
    }
    startTransition(hydrate)
  })
}

/** Calls `onCommit` in the commit itself: no event can come between React taking the island over and the events reaching it. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(onCommit, [])
  return children
}
