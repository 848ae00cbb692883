import { pseudoEnabled, pseudoLanguage } from './pseudo-language.ts'

/** Adding a language here and a folder in locales/ gives it pages, hreflang, sitemap and switcher entries. */
const siteLanguages = [
  { code: 'en', nativeName: 'English', dir: 'ltr', ogLocale: 'en_GH' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr', ogLocale: 'fr_FR' },
] as const satisfies readonly LanguageDefinition[]

export type TextDirection = 'ltr' | 'rtl'

interface LanguageDefinition {
  /** BCP 47 code: the folder in locales/, the URL prefix, <html lang> and hreflang. */
  code: string
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

export function textDirection(code: LanguageCode): TextDirection {
  return getLanguage(code).dir
}

export function localeFolder(code: LanguageCode): string {
  const language = getLanguage(code)
  return 'sourceLanguage' in language ? language.sourceLanguage : language.code
}
