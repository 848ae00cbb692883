import { isLanguageCode, type LanguageCode } from './languages.ts'

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
 * first language of the browser's whole list that the site has (`['de-DE', 'fr-FR']` finds French).
 * Never redirects; the detector is loaded only when this runs.
 */
export async function languageToSuggest(current: LanguageCode): Promise<LanguageCode | undefined> {
  if (readStorage(dismissedKey)) return undefined
  const remembered = readStorage(choiceKey)
  const preferred = remembered ? [remembered] : await browserLanguages()
  const supported = preferred.map((code) => code.toLowerCase().split(/[-_]/)[0]).find(isLanguageCode)
  return supported !== current ? supported : undefined
}

/** The browser's languages, most preferred first; the detector's code is fetched only for visitors with no remembered choice. */
async function browserLanguages(): Promise<string[]> {
  // Its code may not arrive (offline, or the page is being left, which Firefox reports as a failed import): no
  // suggestion this time, and no error.
  const detector = await import('i18next-browser-languagedetector').catch(() => undefined)
  if (!detector) return []
  const LanguageDetector = detector.default
  // Told that i18next's language utilities are there to pick a match, the detector returns the browser's
  // whole list instead of its first entry only; we pick the match ourselves.
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } }
  const detected = new LanguageDetector(services as never, { order: ['navigator'] }).detect()
  return (Array.isArray(detected) ? detected : [detected]).filter((code): code is string => typeof code === 'string')
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
