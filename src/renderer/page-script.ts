import { showLanguageSuggestion } from '../components/layout/show-language-suggestion.ts'
import { supportMenuCommands } from '../components/layout/mobile-menu-commands.ts'
import { startForms } from '../components/forms/form-controller.ts'
import { showWholeFieldOnFocus } from '../components/forms/show-whole-field.ts'
import { startOfflineSupport } from '../components/offline/offline-support.ts'
import { savePhotoData } from '../components/ui/save-photo-data.ts'
import { showImageFallbacks } from '../components/ui/show-image-fallbacks.ts'
import { followLanguageLinks } from '../i18n/language-links.ts'
import { wakeIslandsOnIntent } from '../islands/wake-islands.ts'
import { whenIdle } from '../islands/when-idle.ts'

export function startPageScript(): void {
  // First: lazy photos near the viewport may start loading as soon as the page is laid out.
  savePhotoData()
  supportMenuCommands()
  followLanguageLinks()
  showImageFallbacks()
  wakeIslandsOnIntent()
  const forms = startForms()
  if (forms) whenIdle(forms.loadAhead)
  showWholeFieldOnFocus()
  startOfflineSupport()
  if (document.querySelector('[data-not-found]')) console.info(`Page not found: ${window.location.pathname}`)
  // Never before the page is up.
  whenIdle(() => void showLanguageSuggestion(), { timeout: 2_000 })
  // A signal for the browser tests: drafts are back, islands wait for intent.
  document.documentElement.dataset.script = 'ready'
}
