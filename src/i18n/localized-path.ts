import { defaultLanguage, isLanguageCode, type LanguageCode } from './languages'

/** The path prefix of a language: '' for the default language, '/fr' for French. */
export function languagePrefix(language: LanguageCode): string {
  return language === defaultLanguage ? '' : `/${language}`
}

/** Turns a language-neutral path ('/about', '/#services') into the language's URL path ('/fr/about', '/fr/#services'). */
export function localizePath(path: string, language: LanguageCode): string {
  return `${languagePrefix(language)}${path}`
}

/** Splits a URL pathname into its language and the language-neutral path: '/fr/about' -> { fr, '/about' }. */
export function parseLocalizedPath(pathname: string): { language: LanguageCode; path: string } {
  const match = /^\/([a-z]{2,3}(?:-[A-Za-z]+)?)(\/.*)?$/.exec(pathname)
  const code = match?.[1]
  if (code && code !== defaultLanguage && isLanguageCode(code)) {
    return { language: code, path: normalizePath(match[2] ?? '/') }
  }
  return { language: defaultLanguage, path: normalizePath(pathname) }
}

function normalizePath(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.slice(0, -1)
  return path || '/'
}
