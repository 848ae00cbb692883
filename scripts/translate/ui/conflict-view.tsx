import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'

interface ConflictViewProps {
  disk: string | undefined
  mine: string
  onKeepMine: () => void
  onTakeDisk: () => void
}

/** A string changed on disk (a pull, another editor) since the workspace read it: both versions, the translator chooses. */
export function ConflictView({ disk, mine, onKeepMine, onTakeDisk }: ConflictViewProps) {
  return (
    <Box role="alert" borderWidth="2px" borderColor="orange.500" rounded="md" p="3">
      <Heading as="h3" size="sm">
        This text was changed in its file since you opened it
      </Heading>
      <Text mt="1">Nothing was overwritten. Choose which version to keep:</Text>
      <Flex gap="3" mt="2" wrap="wrap">
        <Box flex="1" minW="200px" aria-label="Version in the file" role="group">
          <Text fontWeight="bold">In the file</Text>
          <Text>{disk ?? '(none)'}</Text>
          <Button mt="2" size="sm" onClick={onTakeDisk}>
            Keep the file’s version
          </Button>
        </Box>
        <Box flex="1" minW="200px" aria-label="Your version" role="group">
          <Text fontWeight="bold">Yours</Text>
          <Text>{mine}</Text>
          <Button mt="2" size="sm" colorPalette="orange" onClick={onKeepMine}>
            Save mine over it
          </Button>
        </Box>
      </Flex>
    </Box>
  )
}
