import { useTranslation } from 'react-i18next'
import { isLanguageCode, textDirection } from '../../i18n/languages.ts'
import { phoneDisplay } from '../../content/phone-display.ts'

/** On a right-to-left page, isolate marks keep the sentence from reordering the number; elsewhere it stays plain. */
export function usePhoneDisplay(): string {
  const { i18n } = useTranslation()
  const rightToLeft = isLanguageCode(i18n.language) && textDirection(i18n.language) === 'rtl'
  return rightToLeft ? `\u2066${phoneDisplay}\u2069` : phoneDisplay
}
