import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { languages, type LanguageCode } from './languages'
import type { LocaleResources } from './namespaces'

/**
 * Creates the i18next instance for one page in one language. The page's own language is the only one:
 * there is no fallback, so a missing French string shows up in the check instead of as English copy.
 */
export function createI18n(language: LanguageCode, resources: LocaleResources, backend?: BackendModule): I18n {
  const instance = i18next.createInstance()
  if (backend) instance.use(backend)
  instance.use(initReactI18next)
  void instance.init({
    lng: language,
    supportedLngs: languages.map(({ code }) => code),
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources),
    resources: { [language]: resources },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  })
  return instance
}
