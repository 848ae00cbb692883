import { Button, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { recheck } from './checks-version.ts'
import { useInterfaceText } from './interface-language.tsx'
import { call } from './workspace-api.ts'

/**
 * Beside “the same as English”: a name (TikTok, a client's company) is right as it is. One click keeps it as in
 * English in the glossary (`keepAsIs`), which every check then accepts, and the texts are checked again.
 */
export function KeepAsName({ text }: { text: string }) {
  const t = useInterfaceText()
  const [state, setState] = useState<{ busy?: boolean; failed?: string }>({})
  const keep = async () => {
    setState({ busy: true })
    try {
      await call('glossary/keep', { text })
      setState({})
      recheck()
    } catch (cause) {
      setState({ failed: (cause as Error).message })
    }
  }
  return (
    <Text as="div" display="flex" gap="2" alignItems="center" flexWrap="wrap" mt="1" color="fg">
      <Button size="xs" variant="outline" colorPalette="orange" disabled={state.busy} onClick={() => void keep()}>
        {t('checks.keepAsName')}
      </Button>
      <span>{state.failed ? t('checks.keepFailed', { reason: state.failed }) : t('checks.keepAbout', { text })}</span>
    </Text>
  )
}
