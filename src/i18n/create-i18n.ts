import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import Pseudo from 'i18next-pseudo'
import { initReactI18next } from 'react-i18next'
import { languages, type LanguageCode } from './languages.ts'
import { localeKeysPostProcessor } from './key-mode.ts'
import { pseudoLanguage } from './pseudo-language.ts'
import type { LocaleResources } from './namespaces.ts'
import { siteConfig } from '../site.config.ts'

declare const __PSEUDO_LOCALE__: boolean | undefined
declare const __LOCALE_KEYS__: boolean | undefined

/** No fallback language, so a missing French string fails the check instead of showing English. */
export function createI18n(language: LanguageCode, resources: LocaleResources, backend?: BackendModule): I18n {
  const instance = i18next.createInstance()
  if (backend) instance.use(backend)
  instance.use(initReactI18next)
  // Spelt out, not pseudoEnabled: Vite's define makes it `false` here, so i18next-pseudo leaves the site's build.
  const pseudo = typeof __PSEUDO_LOCALE__ !== 'undefined' && __PSEUDO_LOCALE__ === true && language === pseudoLanguage.code
  // letterMultiplier 2 doubles the vowels: about a third longer, like French or German copy.
  if (pseudo) instance.use(new Pseudo({ languageToPseudo: pseudoLanguage.code, letterMultiplier: 2, wrapped: true }))
  const keys = typeof __LOCALE_KEYS__ !== 'undefined' && __LOCALE_KEYS__ === true
  if (keys) instance.use(localeKeysPostProcessor)
  const postProcess = [...(pseudo ? ['pseudo'] : []), ...(keys ? [localeKeysPostProcessor.name] : [])]
  void instance.init({
    lng: language,
    supportedLngs: languages.map(({ code }) => code),
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources),
    resources: { [language]: resources },
    partialBundledLanguages: true,
    initAsync: false,
    // {{brand}} reads the one brand of src/site.config.ts in every string, so no locale file spells it out.
    interpolation: { escapeValue: false, defaultVariables: { brand: siteConfig.brand } },
    postProcess: postProcess.length ? postProcess : false,
    postProcessPassResolved: keys,
    react: { useSuspense: true },
  })
  return instance
}

/** A copy of a page's i18next that knows only `resources`: for an island, or a banner in another language. */
export function withOnlyResources(i18n: I18n, language: LanguageCode, resources: LocaleResources): I18n {
  const copy = i18n.cloneInstance({ forkResourceStore: true, lng: language, initAsync: false })
  copy.store.data = { [language]: resources } as typeof copy.store.data
  return copy
}
