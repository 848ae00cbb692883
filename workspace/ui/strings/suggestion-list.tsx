import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useInterfaceText } from '../shared/interface-language.tsx'
import type { Suggestion } from '../../server/translation-memory.ts'

/** The project's closest translations of this English, for a missing or stale string: one click puts one in the editor. */
export function SuggestionList({ suggestions, onUse }: { suggestions: Suggestion[]; onUse: (text: string) => void }) {
  const t = useInterfaceText()
  if (!suggestions.length) return null
  return (
    <Box as="section" aria-label={t('suggestions.label')} fontSize="sm">
      <Text color="gray.600">{t('suggestions.intro')}</Text>
      <Box as="ul" listStyleType="none">
        {suggestions.map(({ id, english, text, match }) => (
          <Flex as="li" key={id} gap="2" align="center" borderBottomWidth="1px" py="1">
            <Box flex="1">
              <Text>{text}</Text>
              <Text color="gray.600">
                {match === 100 ? t('suggestions.same', { id, english }) : t('suggestions.like', { match, id, english })}
              </Text>
            </Box>
            <Button size="xs" variant="outline" aria-label={t('suggestions.useLabel', { text })} onClick={() => onUse(text)}>
              {t('suggestions.use')}
            </Button>
          </Flex>
        ))}
      </Box>
    </Box>
  )
}
