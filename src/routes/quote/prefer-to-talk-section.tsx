import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PhoneIcon, SmartphoneIcon } from '../../components/ui/icons.tsx'
import { SideSection } from '../../components/ui/side-section.tsx'
import { usePhoneDisplay } from '../../components/ui/use-phone-display.ts'
import { contactLinks } from '../../site.config.ts'

export function PreferToTalkSection() {
  const { t } = useTranslation('quote')
  const phone = usePhoneDisplay()
  return (
    <SideSection id="talk-title" title={t('talk.title')} padding="6" bg="gray.900" color="white" borderRadius="xl">
      <Text color="gray.200">{t('talk.text')}</Text>
      <Stack marginTop="5" gap="3">
        <Button asChild colorPalette="teal">
          <a href={contactLinks.phone}>
            <PhoneIcon />
            {t('talk.call', { phone })}
          </a>
        </Button>
        <Button asChild colorPalette="green">
          <a href={contactLinks.whatsapp} target="_blank" rel="noopener noreferrer">
            <SmartphoneIcon />
            {t('talk.whatsapp')}
          </a>
        </Button>
      </Stack>
    </SideSection>
  )
}
