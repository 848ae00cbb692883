import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { privacyAnchors } from '../../content/pages.ts'
import { NoticeSection } from './notice-section.tsx'

/** The footer's "Cookie Policy" leads here. */
export function CookiesSection() {
  const { t } = useTranslation('privacy')
  return (
    <NoticeSection id={privacyAnchors.cookies.section} title={t('cookies.title')}>
      <Text>{t('cookies.text', { section: t('browser.title') })}</Text>
    </NoticeSection>
  )
}
