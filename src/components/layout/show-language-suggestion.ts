import { dismissLanguageSuggestion, languageToSuggest } from '../../i18n/language-preference.ts'
import { keyMarker } from '../../i18n/key-mode.ts'
import { getLanguage, isLanguageCode, localeFolder, type LanguageCode } from '../../i18n/languages.ts'

type SuggestionStrings = Record<'label' | 'message' | 'accept' | 'dismiss', string>

declare const __LOCALE_KEYS__: boolean | undefined

function shown(strings: SuggestionStrings, name: keyof SuggestionStrings): string {
  const keys = typeof __LOCALE_KEYS__ !== 'undefined' && __LOCALE_KEYS__ === true
  return keys ? `${strings[name]} ${keyMarker.open}common:languageSuggestion.${name}${keyMarker.close}` : strings[name]
}

/** Each language's suggestion strings, one tiny chunk apiece, fetched only for the language suggested. */
const suggestionStrings = import.meta.glob<SuggestionStrings>('/locales/*/common.json', { import: 'languageSuggestion' })

/** The root's `data-language-suggestion` then names what was decided, a signal for whoever waits on it. */
export async function showLanguageSuggestion(): Promise<void> {
  const root = document.documentElement
  // The pseudo language (English transformed) is for checking translations; nobody reads it by preference.
  const current = isLanguageCode(root.lang) && !('sourceLanguage' in getLanguage(root.lang)) ? root.lang : undefined
  const language = current && (await languageToSuggest(current))
  const filled = language ? await fillSuggestion(language) : undefined
  root.dataset.languageSuggestion = filled ? language : 'none'
  if (!filled) return
  filled.banner.querySelector('[data-text="dismiss"]')?.addEventListener('click', () => {
    dismissLanguageSuggestion()
    filled.banner.remove()
  })
  filled.template.after(filled.banner)
}

async function fillSuggestion(language: LanguageCode) {
  const template = document.querySelector<HTMLTemplateElement>('template[data-language-suggestion]')
  const link = document.querySelector<HTMLAnchorElement>(`a[data-language-link="${language}"]`)
  const load = suggestionStrings[`/locales/${localeFolder(language)}/common.json`]
  const banner = template?.content.firstElementChild?.cloneNode(true)
  if (!template || !link || !load || !(banner instanceof HTMLElement)) return undefined
  // Strings that do not arrive (offline, or the page being left) leave the page without a suggestion, quietly.
  const strings = await load().catch(() => undefined)
  if (!strings) return undefined
  banner.lang = language
  banner.setAttribute('aria-label', shown(strings, 'label'))
  for (const element of banner.querySelectorAll<HTMLElement>('[data-text]')) {
    element.textContent = shown(strings, element.dataset.text as keyof SuggestionStrings)
  }
  const accept = banner.querySelector<HTMLAnchorElement>('a[data-text="accept"]')
  if (accept) {
    for (const name of ['href', 'hreflang', 'data-language-link', 'data-same-page']) {
      const value = link.getAttribute(name)
      if (value !== null) accept.setAttribute(name, value)
    }
  }
  return { template, banner }
}
