import { isLanguageCode, type LanguageCode } from './languages.ts'

const choiceKey = 'preferredLanguage'
const dismissedKey = 'languageSuggestionDismissed'

export function rememberLanguage(language: LanguageCode): void {
  writeStorage(choiceKey, language)
}

export function dismissLanguageSuggestion(): void {
  writeStorage(dismissedKey, 'true')
}

/** Their remembered choice, else the first language of the browser's whole list the site has; never redirects. */
export async function languageToSuggest(current: LanguageCode): Promise<LanguageCode | undefined> {
  if (readStorage(dismissedKey)) return undefined
  const remembered = readStorage(choiceKey)
  const preferred = remembered ? [remembered] : await browserLanguages()
  const supported = preferred.map((code) => code.toLowerCase().split(/[-_]/)[0]).find(isLanguageCode)
  return supported !== current ? supported : undefined
}

async function browserLanguages(): Promise<string[]> {
  // Its code may not arrive (offline, or a page being left): no suggestion this time, and no error.
  const detector = await import('i18next-browser-languagedetector').catch(() => undefined)
  if (!detector) return []
  const LanguageDetector = detector.default
  // With i18next's language utilities the detector returns the whole list, not only its first entry.
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
