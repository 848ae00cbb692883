import { Button, Flex, Heading } from '@chakra-ui/react'
import { InterfaceLanguage, useInterfaceText } from './interface-language.tsx'
import type { ReactNode } from 'react'
import { PlainSelect } from './plain-select.tsx'

interface WorkspaceToolbarProps {
  language: string
  languages: { code: string; nativeName: string }[]
  onLanguage: (code: string) => void
  /** The choice between the strings and the content. */
  views: ReactNode
  /** The undo of the last edit, where the view has one. */
  undo?: { can: boolean; onUndo: () => void }
}

/** The workspace's title, its views, the language being translated, the workspace's own language and the undo of the last edit. */
export function WorkspaceToolbar({ language, languages, onLanguage, views, undo }: WorkspaceToolbarProps) {
  const t = useInterfaceText()
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Heading as="h1" size="lg">
        {t('toolbar.title')}
      </Heading>
      {views}
      <PlainSelect aria-label={t('toolbar.language')} value={language} onChange={(event) => onLanguage(event.target.value)}>
        {languages.map(({ code, nativeName }) => (
          <option key={code} value={code}>
            {nativeName} ({code})
          </option>
        ))}
      </PlainSelect>
      <InterfaceLanguage />
      {undo && (
        <Button size="sm" variant="outline" disabled={!undo.can} onClick={undo.onUndo}>
          {t('toolbar.undo')}
        </Button>
      )}
    </Flex>
  )
}
