import { languages } from '../../i18n/languages.ts'
import { offlinePagePath } from '../../i18n/localized-path.ts'

export default function onBeforePrerenderStart() {
  return languages.map(({ code }) => offlinePagePath(code))
}
