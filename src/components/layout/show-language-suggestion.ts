import { dismissLanguageSuggestion, languageToSuggest } from '../../i18n/language-preference'
import { isLanguageCode } from '../../i18n/languages'

/**
 * Puts the prerendered suggestion of the visitor's language on screen, if they have one other than
 * the page's. The page's root then says what was decided (`data-language-suggestion`: a language, or none).
 */
export async function showLanguageSuggestion(): Promise<void> {
  const root = document.documentElement
  const language = isLanguageCode(root.lang) ? await languageToSuggest(root.lang) : undefined
  const template = language && document.querySelector<HTMLTemplateElement>(`template[data-language-suggestion="${language}"]`)
  const suggestion = template && template.content.firstElementChild?.cloneNode(true)
  root.dataset.languageSuggestion = suggestion instanceof HTMLElement ? language : 'none'
  if (!template || !(suggestion instanceof HTMLElement)) return
  suggestion.querySelector('[data-dismiss-suggestion]')?.addEventListener('click', () => {
    dismissLanguageSuggestion()
    suggestion.remove()
  })
  template.after(suggestion)
}
