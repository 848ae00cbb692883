import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { usesImageHost } from '../../content/photo-hosts.ts'
import { privacyFacts } from '../../content/studio.ts'
import { siteConfig } from '../../site.config.ts'
import { NoticeSection } from './notice-section.tsx'

/** Who else sees a visit: the web server, the external image host while a photo comes from it, and services only a followed link reaches. */
export function PageVisitsSection() {
  const { t } = useTranslation('privacy')
  const { webHostName, webHostLogDays } = privacyFacts
  return (
    <NoticeSection id="visits" title={t('visits.title')}>
      <Text>
        {t('visits.server')}
        {webHostName && webHostLogDays !== null && ` ${t('visits.hostLogs', { host: webHostName, count: webHostLogDays })}`}
      </Text>
      {usesImageHost && <Text>{t('visits.photos', { host: new URL(siteConfig.imageHost).host, company: siteConfig.imageHostName })}</Text>}
      <Text>{t('visits.links')}</Text>
    </NoticeSection>
  )
}
