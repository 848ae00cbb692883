import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { FormStatus } from './use-site-form'

/** What happened after a valid submit: sent, failed (with a retry), or handed off to e-mail. */
export function FormStatusPanel({ status, onRetry }: { status: FormStatus; onRetry: () => void }) {
  const { t } = useTranslation()
  if (status.state === 'sent') {
    return (
      <Box role="status" padding="5" borderRadius="md" bg="green.50" borderWidth="1px" borderColor="green.300">
        <Text fontWeight="semibold" color="green.800">
          {t('forms.status.sentTitle')}
        </Text>
        <Text color="green.800">{t('forms.status.sentText')}</Text>
      </Box>
    )
  }
  if (status.state === 'failed') {
    return (
      <Box role="alert" padding="5" borderRadius="md" bg="red.50" borderWidth="1px" borderColor="red.300">
        <Text fontWeight="semibold" color="red.800">
          {t('forms.status.failedTitle')}
        </Text>
        <Text color="red.800">{t('forms.status.failedText')}</Text>
        <Button marginTop="3" size="sm" colorPalette="red" onClick={onRetry}>
          {t('forms.status.retry')}
        </Button>
      </Box>
    )
  }
  if (status.state === 'handedOff') {
    return (
      <Box role="status" padding="5" borderRadius="md" bg="teal.50" borderWidth="1px" borderColor="teal.300">
        <Text fontWeight="semibold" color="teal.900">
          {t('forms.status.handedOffTitle')}
        </Text>
        <Text color="teal.900">{t('forms.status.handedOffText')}</Text>
        <HStack marginTop="3" gap="3" flexWrap="wrap">
          <Button asChild size="sm" colorPalette="teal">
            <a href={status.mailto}>{t('forms.status.openEmail')}</a>
          </Button>
          <Button asChild size="sm" colorPalette="green">
            <a href={status.whatsapp} target="_blank" rel="noopener noreferrer">
              {t('forms.status.sendWhatsApp')}
            </a>
          </Button>
        </HStack>
      </Box>
    )
  }
  return null
}
