import { Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { LinkButton } from '../ui/link-button.tsx'

/** In the flow at the end of <main>, never stuck to the screen, where it would cover what scrolls beneath it. */
export function LanguageSuggestion() {
  const { t } = useTranslation()
  return (
    <template data-language-suggestion="">
      <Box
        as="section"
        aria-label={t('languageSuggestion.label')}
        marginX={{ base: '4', md: 'auto' }}
        marginY="4"
        maxWidth="lg"
        padding="4"
        bg="surface.raised"
        borderWidth="1px"
        borderRadius="lg"
        boxShadow="lg"
      >
        <Text marginBottom="3" data-text="message">
          {t('languageSuggestion.message')}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <LinkButton asChild size="sm">
            {/* Its href becomes the language switcher's link to the suggested language. */}
            <ChakraLink href="/" data-text="accept">
              {t('languageSuggestion.accept')}
            </ChakraLink>
          </LinkButton>
          <Button variant="ghost" size="sm" data-text="dismiss">
            {t('languageSuggestion.dismiss')}
          </Button>
        </HStack>
      </Box>
    </template>
  )
}
