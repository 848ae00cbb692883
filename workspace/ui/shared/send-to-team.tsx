import { Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { SendResult } from '../../../scripts/i18n/send.ts'
import { call } from './workspace-api.ts'

/** What became of a send, in the translator's words. */
function describe(result: SendResult): string {
  if (result.status === 'refused') return `Not sent: ${result.reasons.join(' ')}`
  const content = result.content.length
    ? ` and ${result.content.length} content file${result.content.length === 1 ? '' : 's'} (${result.content.join(', ')})`
    : ''
  const texts = `${result.keys.length} text${result.keys.length === 1 ? '' : 's'}${content}`
  const warned = result.warnings.length
    ? ` The check warns about ${result.warnings.length} ${result.warnings.length === 1 ? 'text' : 'texts'} of the language (the same English translated otherwise): the team will see it too.`
    : ''
  const untranslated = result.toTranslate.length
    ? ` Words still to translate, which the team has translated before the site shows them:\n${result.toTranslate.join('\n')}`
    : ''
  const next = result.committedHere
    ? ' Your copy keeps them, recorded as sent: once the team has taken them, type npm run update in the terminal to get the team’s newest work.'
    : ' Your texts stay as they are here.'
  if (result.status === 'pushed')
    return `Sent: ${texts} in one commit on the branch ${result.branch}, now on the project’s remote for the team to review.${next}${warned}${untranslated}`
  return `Not pushed: ${result.why}. Your ${texts} are in the file ${result.file} in the project’s folder: send that one file to the team.${next}${warned}${untranslated}`
}

/** The Send to the team button (npm run i18n:send), and what became of the last send. */
export function SendToTeam({ language, unsaved }: { language: string; unsaved: number }) {
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<string>()
  const send = async () => {
    setSending(true)
    setMessage(undefined)
    try {
      const result = await call('send', { language })
      const left = unsaved
        ? ` ${unsaved} unsaved text${unsaved === 1 ? ' stays' : 's stay'} in this browser and ${unsaved === 1 ? 'was' : 'were'} not sent: save, then send again.`
        : ''
      setMessage(`${describe(result)}${result.status === 'refused' ? '' : left}`)
    } catch (cause) {
      setMessage(`Not sent: ${(cause as Error).message}.`)
    } finally {
      setSending(false)
    }
  }
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button size="sm" colorPalette="green" onClick={() => void send()} disabled={sending}>
        {sending ? 'Sending…' : 'Send to the team'}
      </Button>
      {message && (
        <Text role="alert" fontSize="sm" whiteSpace="pre-wrap" flex="1">
          {message}
        </Text>
      )}
    </Flex>
  )
}
