import { Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PhoneIcon } from '../../components/ui/icons.tsx'
import { LinkButton } from '../../components/ui/link-button.tsx'
import { SideSection } from '../../components/ui/side-section.tsx'
import { contactLinks } from '../../site.config.ts'

export function UrgentHelpSection() {
  const { t } = useTranslation('contact')
  return (
    <SideSection framed id="urgent-help-title" title={t('urgent.title')} bg="orange.50" borderColor="orange.200">
      <Flex
        direction={{ base: 'column', md: 'row' }}
        alignItems={{ base: 'flex-start', md: 'center' }}
        gap="4"
        justifyContent="space-between"
      >
        <Text color="gray.800">{t('urgent.text')}</Text>
        <LinkButton asChild colorPalette="orange" flexShrink="0">
          <a href={contactLinks.phone}>
            <PhoneIcon />
            {t('urgent.action')}
          </a>
        </LinkButton>
      </Flex>
    </SideSection>
  )
}
