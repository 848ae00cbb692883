import { Button, Flex, Heading } from '@chakra-ui/react'
import { PlainSelect } from './plain-select.tsx'

interface WorkspaceToolbarProps {
  language: string
  languages: { code: string; nativeName: string }[]
  onLanguage: (code: string) => void
  canUndo: boolean
  onUndo: () => void
}

/** The workspace's title, the language being translated and the undo of the last edit. */
export function WorkspaceToolbar({ language, languages, onLanguage, canUndo, onUndo }: WorkspaceToolbarProps) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Heading as="h1" size="lg">
        Translation workspace
      </Heading>
      <PlainSelect aria-label="Language" value={language} onChange={(event) => onLanguage(event.target.value)}>
        {languages.map(({ code, nativeName }) => (
          <option key={code} value={code}>
            {nativeName} ({code})
          </option>
        ))}
      </PlainSelect>
      <Button size="sm" variant="outline" disabled={!canUndo} onClick={onUndo}>
        Undo last edit
      </Button>
    </Flex>
  )
}
