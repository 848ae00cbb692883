import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import type { PageContextClient } from 'vike/types'
import { Providers } from '../app/providers'
import { createI18n } from '../i18n/create-i18n'
import { defaultLanguage } from '../i18n/languages'
import { acceptLocaleUpdates } from '../i18n/locale-hot-update'
import { languagePrefix } from '../i18n/localized-path'
import { lazyLocaleBackend } from '../i18n/locale-loader'
import { createEmotionCache } from './emotion-cache'

export default function onRenderClient(pageContext: PageContextClient) {
  const language = pageContext.language ?? defaultLanguage
  const i18n = createI18n(language, pageContext.i18nResources ?? {}, lazyLocaleBackend)
  if (import.meta.hot) acceptLocaleUpdates(i18n, language)
  const root = document.getElementById('root')
  if (!root) throw new Error('The prerendered page has no #root element')
  const { Page } = pageContext

  // As a transition, hydration is time-sliced: it yields to the browser instead of one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <Providers i18n={i18n} emotionCache={createEmotionCache()}>
        <BrowserRouter basename={languagePrefix(language) || undefined}>
          <Page is404={pageContext.is404} />
        </BrowserRouter>
      </Providers>,
    )
  })
}
