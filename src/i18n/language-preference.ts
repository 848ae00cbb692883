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
  const { default: LanguageDetector } = await import('i18next-browser-languagedetector')
  const detector = new LanguageDetector(undefined, { order: ['localStorage', 'navigator'], lookupLocalStorage: choiceKey })
  const detected = detector.detect()
  const first = Array.isArray(detected) ? detected[0] : detected
  const base = first?.toLowerCase().split(/[-_]/)[0]
  return isLanguageCode(base) && base !== current ? base : undefined
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
