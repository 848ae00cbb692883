import type { ComponentType } from 'react'
import type { LanguageCode } from '../i18n/languages'
import type { LocaleResources } from '../i18n/namespaces'

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType<{ is404?: boolean | null }>
      /** Set by onRenderHtml and passed to the browser. */
      language?: LanguageCode
      /** The namespaces the page renders, in its own language only. */
      i18nResources?: LocaleResources
    }
  }
}

