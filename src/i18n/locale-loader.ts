import type { BackendModule } from 'i18next'
import { isLanguageCode, localeFolder } from './languages'

/** One lazily loaded chunk per locale file, so a page downloads only its own language. */
const localeFiles = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { import: 'default' })

export function loadLocaleFile(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = isLanguageCode(language) ? localeFiles[`/locales/${localeFolder(language)}/${namespace}.json`] : undefined
  if (!load) {
    return Promise.reject(new Error(`No locale file locales/${language}/${namespace}.json`))
  }
  return load()
}

/** An i18next backend that loads the namespaces a page did not ship with, e.g. after a client-side navigation. */
export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadLocaleFile(language, namespace).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    )
  },
}
