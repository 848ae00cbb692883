import { pseudoEnabled, pseudoLanguage } from './pseudo-language.ts'

/**
 * The single list of languages. Adding one here and a folder in locales/ is all a new language needs:
 * its pages, hreflang links, sitemap entries and switcher entry all come from this list.
 */
const siteLanguages = [
  { code: 'en', nativeName: 'English', dir: 'ltr', ogLocale: 'en_GH' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr', ogLocale: 'fr_FR' },
] as const satisfies readonly LanguageDefinition[]

export type TextDirection = 'ltr' | 'rtl'

interface LanguageDefinition {
  /** BCP 47 code: the folder in locales/, the URL prefix, <html lang> and hreflang. */
  code: string
  /** The language's name written in that language, as the switcher shows it. */
  nativeName: string
  dir: TextDirection
  /** Open Graph's language_TERRITORY form, e.g. fr_FR. */
  ogLocale: string
  /** Set only for the pseudo language, which is English transformed. */
  sourceLanguage?: string
}

export const languages: readonly Language[] = pseudoEnabled ? [...siteLanguages, pseudoLanguage] : siteLanguages

export type Language = (typeof siteLanguages)[number] | typeof pseudoLanguage
export type LanguageCode = Language['code']

/** The primary language: served without a path prefix and used as x-default. */
export const defaultLanguage: LanguageCode = 'en'

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value)
}

export function getLanguage(code: LanguageCode): Language {
  return languages.find((language) => language.code === code) ?? siteLanguages[0]
}

/** Which way a language's text runs; a language added to the list may be either. */
export function textDirection(code: LanguageCode): TextDirection {
  return getLanguage(code).dir
}

/** The folder of locales/ a language reads: its own, or English for the pseudo language. */
export function localeFolder(code: LanguageCode): string {
  const language = getLanguage(code)
  return 'sourceLanguage' in language ? language.sourceLanguage : language.code
}
