import type { i18n as I18n } from 'i18next'
import { localeFolder, type LanguageCode } from './languages'

/** The event `npm run dev` sends the open page with an edited locale file's new content. */
export const localeUpdateEvent = 'locale:update'

export interface LocaleUpdate {
  /** The folder of locales/ that changed. */
  language: string
  namespace: string
  resources: Record<string, unknown>
}

/** In dev, swaps an edited locale file into the page's i18next, which re-renders every text using it. */
export function acceptLocaleUpdates(i18n: I18n, language: LanguageCode): void {
  import.meta.hot?.on(localeUpdateEvent, ({ language: folder, namespace, resources }: LocaleUpdate) => {
    if (folder !== localeFolder(language)) return
    i18n.addResourceBundle(language, namespace, resources, false, true)
    void i18n.changeLanguage(language)
  })
}
