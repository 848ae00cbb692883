import { Box, Link, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { usePhoneDisplay } from '../../components/ui/use-phone-display.ts'
import { privacyFacts } from '../../content/studio.ts'
import { formatDate } from '../../i18n/format.ts'
import { contactLinks, siteConfig } from '../../site.config.ts'
import { NoticeSection } from './notice-section.tsx'

/** As far as the studio has said (studio.json). */
export function DataContactSection() {
  const { t, i18n } = useTranslation('privacy')
  const {
    dataRequestReplyDays: replyDays,
    dataProtectionRegistration: registration,
    euRepresentativeName: representative,
    euRepresentativeAddress: representativeAddress,
    noticeUpdated: updated,
  } = privacyFacts
  const { t: contact } = useTranslation('contact')
  const phone = usePhoneDisplay()
  const rows = [
    { label: contact('info.email'), href: contactLinks.email, value: siteConfig.email },
    { label: contact('info.phone'), href: contactLinks.phone, value: phone },
  ]
  return (
    <NoticeSection id="questions" title={t('contact.title')}>
      <Text>{t('contact.text')}</Text>
      <Box as="dl" display="grid" gap="3">
        {rows.map(({ label, href, value }) => (
          <div key={href}>
            <Text as="dt" fontSize="sm" color="gray.600">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium" color="gray.900">
              <Link href={href} color="teal.800">
                {value}
              </Link>
            </Text>
          </div>
        ))}
      </Box>
      {replyDays !== null && <Text>{t('contact.replyTime', { count: replyDays })}</Text>}
      {registration && <Text>{t('contact.registered', { number: registration })}</Text>}
      <Text>{t('contact.complaint')}</Text>
      {representative && representativeAddress && (
        <Text>{t('contact.euRepresentative', { name: representative, address: representativeAddress })}</Text>
      )}
      {updated && (
        <Text fontSize="md" color="gray.600">
          {t('lastUpdated', { date: formatDate(i18n.language, updated) })}
        </Text>
      )}
    </NoticeSection>
  )
}
