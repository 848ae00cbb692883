import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { useInterfaceText } from './interface-language.tsx'

interface ConflictViewProps {
  heading?: string
  /** What the file says and what is yours: a text, or lines naming each fact. */
  disk: string | undefined
  mine: string
  onKeepMine: () => void
  onTakeDisk: () => void
}

/** A text or a file changed on disk (a pull, another editor) since the workspace read it: both versions, the translator chooses. */
export function ConflictView({ heading, disk, mine, onKeepMine, onTakeDisk }: ConflictViewProps) {
  const t = useInterfaceText()
  return (
    <Box role="alert" borderWidth="2px" borderColor="orange.500" rounded="md" p="3">
      <Heading as="h3" size="sm">
        {heading ?? t('conflict.heading')}
      </Heading>
      <Text mt="1">{t('conflict.choose')}</Text>
      <Flex gap="3" mt="2" wrap="wrap">
        <Box flex="1" minW="200px" aria-label={t('conflict.fileVersion')} role="group">
          <Text fontWeight="bold">{t('conflict.inFile')}</Text>
          <Text whiteSpace="pre-line">{disk ?? t('conflict.none')}</Text>
          <Button mt="2" size="sm" onClick={onTakeDisk}>
            {t('conflict.keepFile')}
          </Button>
        </Box>
        <Box flex="1" minW="200px" aria-label={t('conflict.yourVersion')} role="group">
          <Text fontWeight="bold">{t('conflict.yours')}</Text>
          <Text whiteSpace="pre-line">{mine}</Text>
          <Button mt="2" size="sm" colorPalette="orange" onClick={onKeepMine}>
            {t('conflict.keepMine')}
          </Button>
        </Box>
      </Flex>
    </Box>
  )
}
