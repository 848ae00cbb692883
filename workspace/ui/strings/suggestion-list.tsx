import { Box, Button, Flex, Text } from '@chakra-ui/react'
import type { Suggestion } from '../../server/translation-memory.ts'

/** The project's closest translations of this English, for a missing or stale string: one click puts one in the editor. */
export function SuggestionList({ suggestions, onUse }: { suggestions: Suggestion[]; onUse: (text: string) => void }) {
  if (!suggestions.length) return null
  return (
    <Box as="section" aria-label="Suggestions from the project’s translations" fontSize="sm">
      <Text color="gray.600">Suggestions from the project’s translations of the same or similar English:</Text>
      <Box as="ul" listStyleType="none">
        {suggestions.map(({ id, english, text, match }) => (
          <Flex as="li" key={id} gap="2" align="center" borderBottomWidth="1px" py="1">
            <Box flex="1">
              <Text>{text}</Text>
              <Text color="gray.600">
                {match === 100 ? 'Same English' : `${match} % like this English`} in {id}: “{english}”
              </Text>
            </Box>
            <Button size="xs" variant="outline" aria-label={`Use “${text}”`} onClick={() => onUse(text)}>
              Use
            </Button>
          </Flex>
        ))}
      </Box>
    </Box>
  )
}
