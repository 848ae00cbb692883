import { showLanguageSuggestion } from '../components/layout/show-language-suggestion.ts'
import { supportMenuCommands } from '../components/layout/mobile-menu-commands.ts'
import { showWholeFieldOnFocus } from '../components/forms/show-whole-field.ts'
import { startOfflineSupport } from '../components/offline/offline-support.ts'
import { savePhotoData } from '../components/ui/save-photo-data.ts'
import { showImageFallbacks } from '../components/ui/show-image-fallbacks.ts'
import { followLanguageLinks } from '../i18n/language-links.ts'
import { fetchIslandCodeWhenIdle } from './fetch-island-code.ts'
import { wakeIslandsOnIntent } from './wake-islands.ts'

/**
 * The only script every page loads, a few kilobytes with no React in it: islands wait for the
 * visitor's intent, and the small behaviours below need no framework.
 */
export function startPage(): void {
  // First: lazy photos near the viewport may start loading as soon as the page is laid out.
  savePhotoData()
  supportMenuCommands()
  followLanguageLinks()
  showImageFallbacks()
  wakeIslandsOnIntent()
  fetchIslandCodeWhenIdle()
  showWholeFieldOnFocus()
  startOfflineSupport()
  if (document.querySelector('[data-not-found]')) console.info(`Page not found: ${window.location.pathname}`)
  // Only a visitor whose browser asks for another language sees it, and never before the page is up: when the
  // browser is next idle, or after two seconds on a page kept busy (a busy phone may have no idle time for long).
  if ('requestIdleCallback' in window) requestIdleCallback(() => void showLanguageSuggestion(), { timeout: 2_000 })
  else setTimeout(() => void showLanguageSuggestion(), 1)
  // A signal for whoever waits on the page (the browser tests): drafts are back, islands wait for intent.
  document.documentElement.dataset.script = 'ready'
}
