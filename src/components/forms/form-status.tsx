import { Box, Button, HStack, Text, type BoxProps } from '@chakra-ui/react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ParseKeys } from 'i18next'
import { LinkButton } from '../ui/link-button.tsx'
import { keepDays } from './outbox-news.ts'

// Templates form-view.ts clones: a `data-part` starts hidden, a `data-slot` takes text or a link, a `data-action` is a button.

const Part = ({ name, children, ...props }: { name: string; children?: ReactNode } & BoxProps) => (
  <Box data-part={name} hidden {...props}>
    {children}
  </Box>
)

/** A hand-off link; form-view.ts writes its address. Optional ones show with the other hand-offs only. */
const HandOff = ({ slot, optional, ...props }: { slot: string; optional: boolean } & ComponentProps<typeof LinkButton>) => (
  <LinkButton data-slot={slot} data-part={optional ? 'links' : undefined} hidden={optional} size="sm" {...props} />
)

/** E-mail and WhatsApp links with the visitor's message; a message too long for them is copied first. */
function HandOffLinks({ children, optional = false }: { children?: ReactNode; optional?: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <Part name="long" as="p" marginTop="2" color="gray.800">
        {t('forms.status.tooLongForLinks')}
      </Part>
      <HStack marginTop="3" gap="3" flexWrap="wrap">
        {children}
        <Button data-part="long" hidden data-action="copy" size="sm" colorPalette="teal" variant="outline">
          {t('forms.status.copyMessage')}
        </Button>
        <HandOff slot="mailto" optional={optional} href="mailto:" colorPalette="teal">
          {t('forms.status.openEmail')}
        </HandOff>
        <HandOff slot="whatsapp" optional={optional} href="https://wa.me/" target="_blank" rel="noopener noreferrer" colorPalette="green">
          {t('forms.status.sendWhatsApp')}
        </HandOff>
      </HStack>
      <Part name="copied" as="p" role="status" marginTop="2" color="teal.900">
        {t('forms.status.copied')}
      </Part>
      <Part name="copyFailed" as="p" role="status" marginTop="2" color="red.800">
        {t('forms.status.copyFailed')}
      </Part>
      <Part
        name="copyText"
        as="pre"
        data-slot="copyText"
        whiteSpace="pre-wrap"
        marginTop="2"
        padding="3"
        bg="white"
        borderWidth="1px"
        fontSize="sm"
      />
    </>
  )
}

/** The message a kept copy holds, for a visitor who no longer has it in the form. */
function KeptContent() {
  const { t } = useTranslation()
  return (
    <Part name="content" as="details" marginTop="2">
      <Box as="summary" cursor="pointer" textDecoration="underline">
        {t('forms.status.keptContent')}
      </Box>
      <Box as="pre" data-slot="content" whiteSpace="pre-wrap" marginTop="2" padding="3" bg="white" borderWidth="1px" fontSize="sm" />
    </Part>
  )
}

type Line = readonly [part: string, key: ParseKeys<'common'>, title?: boolean]

/** A panel's optional lines, each a part form-controller.ts shows for the state at hand; `count` for plurals. */
function Lines({ lines, count }: { lines: readonly Line[]; count?: number }) {
  const { t } = useTranslation()
  return lines.map(([name, key, title]) => (
    <Part key={name} name={name} as="p" fontWeight={title ? 'semibold' : undefined}>
      {t(key, { count })}
    </Part>
  ))
}

const handedOffLines = [
  ['short', 'forms.status.handedOffTitle', true],
  ['long', 'forms.status.handOffLongTitle', true],
  ['offline', 'forms.status.offlineHandOff'],
  ['short', 'forms.status.handedOffText'],
] as const satisfies readonly Line[]

const failedLines = [
  ['failedTitle', 'forms.status.failedTitle', true],
  ['expiredTitle', 'forms.status.expiredTitle', true],
  ['noEndpointTitle', 'forms.status.keptHandOffTitle', true],
  ['refused', 'forms.status.failed.refused'],
  ['unreachable', 'forms.status.failed.unreachable'],
  ['busy', 'forms.status.failed.busy'],
  ['timeout', 'forms.status.failed.timeout'],
  ['offline', 'forms.status.failed.offline'],
  ['keptRefused', 'forms.status.keptRefused'],
  ['expired', 'forms.status.expiredText'],
  ['noEndpoint', 'forms.status.keptHandOffText'],
  ['notSaved', 'forms.status.notSaved'],
  ['next', 'forms.status.failedNext'],
  ['nextLong', 'forms.status.failedNextLong'],
  ['nextOffline', 'forms.status.failedNextOffline'],
] as const satisfies readonly Line[]

const keptLines = [
  ['withSync', 'forms.status.queuedWithBackgroundSync'],
  ['withoutSync', 'forms.status.queuedWithoutBackgroundSync'],
  ['retrying', 'forms.status.queuedRetrying'],
  ['sending', 'forms.status.queuedSending'],
  ['tooLate', 'forms.status.cancelTooLate', true],
] as const satisfies readonly Line[]

const palettes = ['green', 'teal', 'red', 'orange'] as const
const panel = Object.fromEntries(
  palettes.map((palette) => [
    palette,
    { padding: '5', borderRadius: 'md', bg: `${palette}.50`, borderWidth: '1px', borderColor: `${palette}.300` },
  ]),
) as Record<(typeof palettes)[number], BoxProps>

export function FormTemplates({ busyButton }: { busyButton: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <template data-template="busy">{busyButton}</template>
      <template data-template="fieldError">
        <Text color="red.700" fontSize="sm" marginTop="1.5" />
      </template>
      <template data-template="count">
        <Text data-count fontSize="sm" marginTop="1.5" textAlign="end" color="gray.600" />
      </template>
      <template data-template="countOver">
        <Text data-count fontSize="sm" marginTop="1.5" textAlign="end" color="red.700" fontWeight="semibold" />
      </template>
      <template data-template="summary">
        <Box role="alert" padding="4" borderWidth="1px" borderColor="red.300" bg="red.50" borderRadius="md">
          <Text data-slot="title" fontWeight="semibold" color="red.800" />
          <Box as="ul" marginTop="2" paddingStart="5" listStyleType="disc" color="red.800" />
        </Box>
      </template>
      <template data-template="summaryItem">
        <li>
          <Box as="a" data-slot="link" color="red.800" textDecoration="underline" />
          <span data-slot="message" />
        </li>
      </template>
      <template data-template="sent">
        <Box role="status" {...panel.green}>
          <Text fontWeight="semibold" color="green.800">
            {t('forms.status.sentTitle')}
          </Text>
          <Text color="green.800">{t('forms.status.sentText')}</Text>
        </Box>
      </template>
      <template data-template="handedOff">
        <Box role="status" {...panel.teal} color="teal.900">
          <Lines lines={handedOffLines} />
          <HandOffLinks />
        </Box>
      </template>
      <template data-template="failed">
        <Box role="alert" {...panel.red} color="red.800">
          <Lines lines={failedLines} count={keepDays} />
          <KeptContent />
          <HandOffLinks>
            <Button data-part="retry" hidden data-action="retry" size="sm" colorPalette="red">
              {t('forms.status.retry')}
            </Button>
          </HandOffLinks>
        </Box>
      </template>
      <template data-template="kept">
        <Box role="status" {...panel.orange} color="orange.900">
          <Text fontWeight="semibold">{t('forms.status.queuedTitle')}</Text>
          <Lines lines={keptLines} count={keepDays} />
          <KeptContent />
          <HandOffLinks optional>
            <Button data-part="retry" hidden data-action="retry" size="sm" colorPalette="orange">
              {t('forms.status.retry')}
            </Button>
            <Button data-action="cancel" size="sm" colorPalette="orange" variant="outline">
              {t('forms.status.cancelQueued')}
            </Button>
          </HandOffLinks>
        </Box>
      </template>
    </>
  )
}
