import { Box, Button, HStack, Text, type BoxProps } from '@chakra-ui/react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ParseKeys } from 'i18next'
import { LinkButton } from '../ui/link-button.tsx'
import { marks, type ActionName, type PartName, type SlotName, type TemplateName } from './form-contract.ts'
import { keepDays } from './outbox-news.ts'

// Templates form-view.ts clones: a part starts hidden, a slot takes text or a link, an action is a button (form-contract.ts).

const Template = ({ name, children }: { name: TemplateName; children: ReactNode }) => (
  <template {...marks({ template: name })}>{children}</template>
)

const Part = ({ name, children, ...props }: { name: PartName; children?: ReactNode } & BoxProps) => (
  <Box {...marks({ part: name })} hidden {...props}>
    {children}
  </Box>
)

/** A hand-off link; form-view.ts writes its address. Optional ones show with the other hand-offs only. */
const HandOff = ({ slot, optional, ...props }: { slot: SlotName; optional: boolean } & ComponentProps<typeof LinkButton>) => (
  <LinkButton {...marks(optional ? { slot, part: 'links' } : { slot })} hidden={optional} size="sm" {...props} />
)

/** A button that starts hidden, shown as the part `part`. */
const ActionPart = ({ part, action, ...props }: { part: PartName; action: ActionName } & ComponentProps<typeof Button>) => (
  <Button {...marks({ part })} hidden {...marks({ action })} size="sm" {...props} />
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
        <ActionPart part="long" action="copy" colorPalette="teal" variant="outline">
          {t('forms.status.copyMessage')}
        </ActionPart>
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
        {...marks({ slot: 'copyText' })}
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
      <Box
        as="pre"
        {...marks({ slot: 'content' })}
        whiteSpace="pre-wrap"
        marginTop="2"
        padding="3"
        bg="white"
        borderWidth="1px"
        fontSize="sm"
      />
    </Part>
  )
}

type Line = readonly [part: PartName, key: ParseKeys<'common'>, title?: boolean]

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
      <Template name="busy">{busyButton}</Template>
      <Template name="fieldError">
        <Text color="red.700" fontSize="sm" marginTop="1.5" />
      </Template>
      <Template name="count">
        <Text {...marks({ count: '' })} fontSize="sm" marginTop="1.5" textAlign="end" color="gray.600" />
      </Template>
      <Template name="countOver">
        <Text {...marks({ count: '' })} fontSize="sm" marginTop="1.5" textAlign="end" color="red.700" fontWeight="semibold" />
      </Template>
      <Template name="summary">
        <Box role="alert" padding="4" borderWidth="1px" borderColor="red.300" bg="red.50" borderRadius="md">
          <Text {...marks({ slot: 'title' })} fontWeight="semibold" color="red.800" />
          <Box as="ul" marginTop="2" paddingStart="5" listStyleType="disc" color="red.800" />
        </Box>
      </Template>
      <Template name="summaryItem">
        <li>
          <Box as="a" {...marks({ slot: 'link' })} color="red.800" textDecoration="underline" />
          <span {...marks({ slot: 'message' })} />
        </li>
      </Template>
      <Template name="sent">
        <Box role="status" {...panel.green}>
          <Text fontWeight="semibold" color="green.800">
            {t('forms.status.sentTitle')}
          </Text>
          <Text color="green.800">{t('forms.status.sentText')}</Text>
        </Box>
      </Template>
      <Template name="handedOff">
        <Box role="status" {...panel.teal} color="teal.900">
          <Lines lines={handedOffLines} />
          <HandOffLinks />
        </Box>
      </Template>
      <Template name="failed">
        <Box role="alert" {...panel.red} color="red.800">
          <Lines lines={failedLines} count={keepDays} />
          <KeptContent />
          <HandOffLinks>
            <ActionPart part="retry" action="retry" colorPalette="red">
              {t('forms.status.retry')}
            </ActionPart>
          </HandOffLinks>
        </Box>
      </Template>
      <Template name="kept">
        <Box role="status" {...panel.orange} color="orange.900">
          <Text fontWeight="semibold">{t('forms.status.queuedTitle')}</Text>
          <Lines lines={keptLines} count={keepDays} />
          <KeptContent />
          <HandOffLinks optional>
            <ActionPart part="retry" action="retry" colorPalette="orange">
              {t('forms.status.retry')}
            </ActionPart>
            <Button {...marks({ action: 'cancel' })} size="sm" colorPalette="orange" variant="outline">
              {t('forms.status.cancelQueued')}
            </Button>
          </HandOffLinks>
        </Box>
      </Template>
    </>
  )
}
