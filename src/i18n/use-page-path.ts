import { useTranslation } from 'react-i18next'
import type { PageTarget } from '../content/pages'
import type { LanguageCode } from './languages'
import { pagePath } from './localized-path'

/** Where a link to a page (and section) leads in the page's language, for `<Link to>` under the language's basename. */
export function usePagePath(): (target: PageTarget) => string {
  const { i18n } = useTranslation()
  const language = i18n.language as LanguageCode
  return (target) => pagePath(target, language)
}
