import { isLanguageCode, type LanguageCode } from './languages'

/** localStorage keys: the visitor's chosen language, and whether they turned down the suggestion. */
const choiceKey = 'preferredLanguage'
const dismissedKey = 'languageSuggestionDismissed'

export function rememberLanguage(language: LanguageCode): void {
  writeStorage(choiceKey, language)
}

export function dismissLanguageSuggestion(): void {
  writeStorage(dismissedKey, 'true')
}

/**
 * The language to suggest to a visitor reading `current`, if any: their remembered choice, else the
 * browser's preferred language. Never redirects; the detector is loaded only when this runs.
 */
export async function languageToSuggest(current: LanguageCode): Promise<LanguageCode | undefined> {
  if (readStorage(dismissedKey)) return undefined
  const preferred = readStorage(choiceKey) ?? (await detectBrowserLanguage())
  const base = preferred?.toLowerCase().split(/[-_]/)[0]
  return isLanguageCode(base) && base !== current ? base : undefined
}

/** The browser's preferred language; the detector's code is fetched only for visitors with no remembered choice. */
async function detectBrowserLanguage(): Promise<string | undefined> {
  const { default: LanguageDetector } = await import('i18next-browser-languagedetector')
  const detected = new LanguageDetector(undefined, { order: ['navigator'] }).detect()
  return (Array.isArray(detected) ? detected[0] : detected) ?? undefined
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Storage can be disabled (private mode, strict settings); the site works without it.
  }
}
