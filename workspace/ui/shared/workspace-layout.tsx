import { Box, Button, Grid, Group, Stack } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useInterfaceText } from './interface-language.tsx'

interface WorkspaceLayoutProps {
  /** The view's toolbar and list: what is chosen from. */
  side: ReactNode
  editor: ReactNode
  preview: ReactNode
  /** On a wide screen the preview gets a column of its own: the phone's frame from 1280 px, both frames side by side from 1536 px. */
  threeColumns?: boolean
}

type Pane = 'edit' | 'preview'

/**
 * A view's columns: the list, the editor and the preview side by side on a wide screen; on a phone one column,
 * with a switch between editing and the preview, so nothing is wider than the screen.
 */
export function WorkspaceLayout({ side, editor, preview, threeColumns = false }: WorkspaceLayoutProps) {
  const t = useInterfaceText()
  const [pane, setPane] = useState<Pane>('edit')
  const shownOnPhone = (shown: Pane) => ({ base: pane === shown ? 'flex' : 'none', md: 'flex' })
  return (
    <Stack gap="0" height={{ md: '100vh' }}>
      <Group attached role="group" aria-label={t('layout.panes')} hideFrom="md" px="3" pt="3">
        {(['edit', 'preview'] as const).map((name) => (
          <Button
            key={name}
            size="sm"
            flex="1"
            variant={pane === name ? 'solid' : 'outline'}
            aria-pressed={pane === name}
            onClick={() => setPane(name)}
          >
            {t(`layout.${name}`)}
          </Button>
        ))}
      </Group>
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: 'minmax(300px, 1fr) minmax(340px, 1.6fr)',
          xl: threeColumns ? '260px minmax(380px, 1fr) 400px' : undefined,
          '2xl': threeColumns ? '300px minmax(420px, 1fr) 660px' : undefined,
        }}
        gap="4"
        p={{ base: '3', md: '4' }}
        flex="1"
        minH="0"
      >
        <Stack gap="3" minH="0" minW="0" display={shownOnPhone('edit')}>
          {side}
        </Stack>
        <Stack gap="4" minH="0" minW="0" overflowY={{ md: 'auto' }} display={{ base: 'flex', xl: threeColumns ? 'contents' : 'flex' }}>
          <Stack gap="4" minH="0" minW="0" overflowY={{ md: 'auto' }} flexShrink={0} display={shownOnPhone('edit')}>
            {editor}
          </Stack>
          {/* Hidden on a phone, the preview stays laid out (out of sight and out of reach, not display: none): its
              frames' layout checks then measure the pages, not a frame of no size. */}
          <Box
            minH="0"
            minW="0"
            overflowY={{ md: 'auto' }}
            flexShrink={0}
            {...(pane === 'preview'
              ? {}
              : {
                  position: { base: 'fixed', md: 'static' },
                  inset: { base: '0', md: 'auto' },
                  visibility: { base: 'hidden', md: 'visible' },
                  pointerEvents: { base: 'none', md: 'auto' },
                })}
          >
            {preview}
          </Box>
        </Stack>
      </Grid>
    </Stack>
  )
}
