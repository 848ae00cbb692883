import type { i18n as I18n } from 'i18next'
import { localeFolder, type LanguageCode } from './languages'

/** The event `npm run dev` sends the open page when an edited locale file, or the glossary, passes the check. */
export const localeUpdateEvent = 'locale:update'

export interface LocaleUpdate {
  /** The edited namespace file's new content; absent when the glossary changed. */
  bundle?: {
    /** The folder of locales/ that changed. */
    language: string
    namespace: string
    resources: Record<string, unknown>
  }
}

/** In dev, swaps an edited locale file into the page's i18next, which re-renders every text using it. */
export function acceptLocaleUpdates(i18n: I18n, language: LanguageCode): void {
  import.meta.hot?.on(localeUpdateEvent, ({ bundle }: LocaleUpdate) => {
    // The locale files pass the check again, so an overlay that named an earlier mistake is out of date.
    for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove()
    if (!bundle || bundle.language !== localeFolder(language)) return
    i18n.addResourceBundle(language, bundle.namespace, bundle.resources, false, true)
    void i18n.changeLanguage(language)
  })
}
