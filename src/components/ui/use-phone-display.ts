import { useTranslation } from 'react-i18next'
import { isLanguageCode, textDirection } from '../../i18n/languages.ts'
import { siteConfig } from '../../site.config.ts'

/**
 * The studio's phone number as the page shows it. On a right-to-left page it sits between left-to-right
 * isolate marks (U+2066 … U+2069), so the sentence around it cannot reorder its plus sign and digits;
 * elsewhere it stays plain, so a visitor who copies it gets no invisible characters.
 */
export function usePhoneDisplay(): string {
  const { i18n } = useTranslation()
  const rightToLeft = isLanguageCode(i18n.language) && textDirection(i18n.language) === 'rtl'
  return rightToLeft ? `\u2066${siteConfig.phone.display}\u2069` : siteConfig.phone.display
}
