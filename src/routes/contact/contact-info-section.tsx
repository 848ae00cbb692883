import { Box, Link, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { SideSection } from '../../components/ui/side-section.tsx'
import { usePhoneDisplay } from '../../components/ui/use-phone-display.ts'
import { contactLinks, siteConfig } from '../../site.config.ts'

export function ContactInfoSection() {
  const { t } = useTranslation('contact')
  const phone = usePhoneDisplay()
  const rows = [
    {
      label: t('info.phone'),
      value: (
        <Link href={contactLinks.phone} color="teal.800">
          {phone}
        </Link>
      ),
    },
    {
      label: t('info.email'),
      value: (
        <Link href={contactLinks.email} color="teal.800">
          {siteConfig.email}
        </Link>
      ),
    },
    { label: t('info.location'), value: t('info.locationValue') },
  ]
  return (
    <SideSection framed id="contact-info-title" title={t('info.title')}>
      <Box as="dl" display="grid" gap="3">
        {rows.map(({ label, value }) => (
          <div key={label}>
            <Text as="dt" fontSize="sm" color="gray.600">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium" color="gray.900">
              {value}
            </Text>
          </div>
        ))}
      </Box>
    </SideSection>
  )
}
