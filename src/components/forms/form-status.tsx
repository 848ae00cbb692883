import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { HandOff } from './form-submission.ts'
import type { FormStatus } from './use-site-form.ts'
import { LinkButton } from '../ui/link-button.tsx'

/** E-mail and WhatsApp links with the visitor's message; a message too long for them is copied first. */
function HandOffLinks({ handOff, children }: { handOff: HandOff; children?: ReactNode }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState<boolean>()
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return (
    <>
      {handOff.copyText && (
        <Text marginTop="2" color="gray.800">
          {t('forms.status.tooLongForLinks')}
        </Text>
      )}
      <HStack marginTop="3" gap="3" flexWrap="wrap">
        {children}
        {handOff.copyText && (
          <Button size="sm" colorPalette="teal" variant="outline" onClick={() => void copy(handOff.copyText!)}>
            {t('forms.status.copyMessage')}
          </Button>
        )}
        <LinkButton asChild size="sm" colorPalette="teal">
          <a href={handOff.mailto}>{t('forms.status.openEmail')}</a>
        </LinkButton>
        <LinkButton asChild size="sm" colorPalette="green">
          <a href={handOff.whatsapp} target="_blank" rel="noopener noreferrer">
            {t('forms.status.sendWhatsApp')}
          </a>
        </LinkButton>
      </HStack>
      {copied !== undefined && (
        <Text role="status" marginTop="2" color={copied ? 'teal.900' : 'red.800'}>
          {copied ? t('forms.status.copied') : t('forms.status.copyFailed')}
        </Text>
      )}
      {handOff.copyText && copied === false && (
        // Where the clipboard is refused, the message is there to select and copy by hand.
        <Box as="pre" whiteSpace="pre-wrap" marginTop="2" padding="3" bg="white" borderWidth="1px" fontSize="sm">
          {handOff.copyText}
        </Box>
      )}
    </>
  )
}

/** What happened after a valid submit: sent, kept offline, failed (with a retry and the hand-offs), or handed off to e-mail. */
export function FormStatusPanel({ status, onRetry, onCancel }: { status: FormStatus; onRetry: () => void; onCancel: () => void }) {
  const { t } = useTranslation()
  if (status.state === 'queued') return <QueuedStatus onCancel={onCancel} />
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
        <Text color="red.800">{t(`forms.status.failed.${status.reason}`)}</Text>
        {/* A message too long for the links is not in them: the copy step below says what to do instead. */}
        <Text color="red.800">{status.handOff.copyText ? t('forms.status.failedNextLong') : t('forms.status.failedNext')}</Text>
        <HandOffLinks handOff={status.handOff}>
          <Button size="sm" colorPalette="red" onClick={onRetry}>
            {t('forms.status.retry')}
          </Button>
        </HandOffLinks>
      </Box>
    )
  }
  if (status.state === 'handedOff') {
    return (
      <Box role="status" padding="5" borderRadius="md" bg="teal.50" borderWidth="1px" borderColor="teal.300">
        <Text fontWeight="semibold" color="teal.900">
          {status.handOff.copyText ? t('forms.status.handOffLongTitle') : t('forms.status.handedOffTitle')}
        </Text>
        {!status.handOff.copyText && <Text color="teal.900">{t('forms.status.handedOffText')}</Text>}
        {!navigator.onLine && <Text color="teal.900">{t('forms.status.offlineHandOff')}</Text>}
        <HandOffLinks handOff={status.handOff} />
      </Box>
    )
  }
  return null
}

/** A message kept offline: when it will go, which depends on Background Sync, and a way to take it back. */
function QueuedStatus({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation()
  const goesWithPageClosed = 'SyncManager' in window && !!navigator.serviceWorker?.controller
  return (
    <Box role="status" padding="5" borderRadius="md" bg="orange.50" borderWidth="1px" borderColor="orange.300">
      <Text fontWeight="semibold" color="orange.900">
        {t('forms.status.queuedTitle')}
      </Text>
      <Text color="orange.900">
        {goesWithPageClosed ? t('forms.status.queuedWithBackgroundSync') : t('forms.status.queuedWithoutBackgroundSync')}
      </Text>
      <Button size="sm" marginTop="3" colorPalette="orange" variant="outline" onClick={onCancel}>
        {t('forms.status.cancelQueued')}
      </Button>
    </Box>
  )
}
