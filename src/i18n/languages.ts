/** The single list of languages. Adding one here and a folder in locales/ is all a new language needs. */
export const languages = [
  { code: 'en', nativeName: 'English', dir: 'ltr', ogLocale: 'en_GH' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr', ogLocale: 'fr_FR' },
] as const satisfies readonly LanguageDefinition[]

interface LanguageDefinition {
  code: string
  /** The language's name written in that language, as the switcher shows it. */
  nativeName: string
  dir: 'ltr' | 'rtl'
  ogLocale: string
}

export type Language = (typeof languages)[number]
export type LanguageCode = Language['code']

/** The primary language: served without a path prefix and used as x-default. */
export const defaultLanguage: LanguageCode = 'en'

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value)
}

export function getLanguage(code: LanguageCode): Language {
  return languages.find((language) => language.code === code) ?? languages[0]
}
