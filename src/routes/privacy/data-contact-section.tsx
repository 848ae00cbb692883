import { Box, Link, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { usePhoneDisplay } from '../../components/ui/use-phone-display.ts'
import { contactLinks, siteConfig } from '../../site.config.ts'
import { NoticeSection } from './notice-section.tsx'

/** How to reach the studio about personal data (its e-mail and phone from src/site.config.ts), and where else to complain. */
export function DataContactSection() {
  const { t } = useTranslation('privacy')
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
      <Text>{t('contact.complaint')}</Text>
    </NoticeSection>
  )
}
