import { Button, Flex, Heading } from '@chakra-ui/react'
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

/** The workspace's title, its views, the language being translated and the undo of the last edit. */
export function WorkspaceToolbar({ language, languages, onLanguage, views, undo }: WorkspaceToolbarProps) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Heading as="h1" size="lg">
        Translation workspace
      </Heading>
      {views}
      <PlainSelect aria-label="Language" value={language} onChange={(event) => onLanguage(event.target.value)}>
        {languages.map(({ code, nativeName }) => (
          <option key={code} value={code}>
            {nativeName} ({code})
          </option>
        ))}
      </PlainSelect>
      {undo && (
        <Button size="sm" variant="outline" disabled={!undo.can} onClick={undo.onUndo}>
          Undo last edit
        </Button>
      )}
    </Flex>
  )
}
