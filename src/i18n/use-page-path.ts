import { useTranslation } from 'react-i18next'
import type { PageTarget } from '../content/pages.ts'
import type { LanguageCode } from './languages.ts'
import { pagePath } from './localized-path.ts'

/** Where a link to a page (and section) leads in the page's language, for `<Link to>` under the language's basename. */
export function usePagePath(): (target: PageTarget) => string {
  const { i18n } = useTranslation()
  const language = i18n.language as LanguageCode
  return (target) => pagePath(target, language)
}
