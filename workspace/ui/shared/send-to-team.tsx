import { Button, Flex, Text } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import type { SendResult } from '../../../scripts/i18n/send.ts'
import { useInterfaceText } from './interface-language.tsx'
import { call } from './workspace-api.ts'
import { dataFolder } from '../../../src/content/collections.ts'
import { useContentLabels } from './content-labels.ts'

/** What became of a send, in the owner's words: one line each, content named as the workspace names it. */
function describe(result: SendResult, t: TFunction<'workspace'>, titleOf: (file: string) => string): string {
  if (result.status === 'refused') return t('send.refused', { reasons: result.reasons.join(' ') })
  const shownFile = (path: string) =>
    path.startsWith(`${dataFolder}/`) ? titleOf(path.slice(dataFolder.length + 1)) : path.split('/').pop()!
  const texts = result.content.length
    ? t('send.textsAndFiles', {
        texts: t('send.texts', { count: result.keys.length }),
        files: t('send.files', { count: result.content.length, list: result.content.map(shownFile).join(', ') }),
      })
    : t('send.texts', { count: result.keys.length })
  const lines = [
    result.status === 'pushed'
      ? t('send.pushed', { texts, branch: result.branch })
      : t('send.notPushed', { why: result.why, texts, file: result.file }),
    result.keptNames.length ? t('send.keptNames', { count: result.keptNames.length, list: result.keptNames.join(', ') }) : '',
    result.committedHere ? t('send.committedHere') : t('send.keptHere'),
    result.warnings.length ? t('send.warned', { count: result.warnings.length }) : '',
    result.toTranslate.length
      ? t('send.untranslated', { list: result.toTranslate.map(({ file, entry }) => `${titleOf(file)} › ${entry}`).join(', ') })
      : '',
  ]
  return lines.filter(Boolean).join('\n')
}

/** The Send to the team button (npm run i18n:send), and what became of the last send. */
export function SendToTeam({ language, unsaved }: { language: string; unsaved: number }) {
  const t = useInterfaceText()
  const { titleOf } = useContentLabels()
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<string>()
  const send = async () => {
    setSending(true)
    setMessage(undefined)
    try {
      const result = await call('send', { language })
      const left = unsaved && result.status !== 'refused' ? `\n${t('send.unsaved', { count: unsaved })}` : ''
      setMessage(`${describe(result, t, titleOf)}${left}`)
    } catch (cause) {
      setMessage(t('send.failed', { reason: (cause as Error).message }))
    } finally {
      setSending(false)
    }
  }
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button size="sm" colorPalette="green" onClick={() => void send()} disabled={sending}>
        {sending ? t('send.sending') : t('send.button')}
      </Button>
      {message && (
        <Text role="alert" fontSize="sm" whiteSpace="pre-wrap" flex="1">
          {message}
        </Text>
      )}
    </Flex>
  )
}
