import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'

interface ConflictViewProps {
  heading?: string
  /** What the file says and what is yours: a text, or lines naming each fact. */
  disk: string | undefined
  mine: string
  onKeepMine: () => void
  onTakeDisk: () => void
}

/** A text or a file changed on disk (a pull, another editor) since the workspace read it: both versions, the translator chooses. */
export function ConflictView({
  heading = 'This text was changed in its file since you opened it',
  disk,
  mine,
  onKeepMine,
  onTakeDisk,
}: ConflictViewProps) {
  return (
    <Box role="alert" borderWidth="2px" borderColor="orange.500" rounded="md" p="3">
      <Heading as="h3" size="sm">
        {heading}
      </Heading>
      <Text mt="1">Nothing was overwritten. Choose which version to keep:</Text>
      <Flex gap="3" mt="2" wrap="wrap">
        <Box flex="1" minW="200px" aria-label="Version in the file" role="group">
          <Text fontWeight="bold">In the file</Text>
          <Text whiteSpace="pre-line">{disk ?? '(none)'}</Text>
          <Button mt="2" size="sm" onClick={onTakeDisk}>
            Keep the file’s version
          </Button>
        </Box>
        <Box flex="1" minW="200px" aria-label="Your version" role="group">
          <Text fontWeight="bold">Yours</Text>
          <Text whiteSpace="pre-line">{mine}</Text>
          <Button mt="2" size="sm" colorPalette="orange" onClick={onKeepMine}>
            Save mine over it
          </Button>
        </Box>
      </Flex>
    </Box>
  )
}
