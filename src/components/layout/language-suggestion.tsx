import { Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { LinkButton } from '../ui/link-button.tsx'

/**
 * The frame of the offer to read the page in the visitor's own language: an inert <template>, in the
 * page's own language, so a page carries no copy of another. show-language-suggestion.ts rewrites it
 * in the suggested language, from that language's locale file, only for a visitor whose browser or
 * remembered choice asks for it. Never a redirect.
 *
 * It never hides what a visitor reaches: it takes its place in the flow at the end of <main>, whose
 * box holds it, so it sticks to the bottom of the screen while the main content scrolls above it and
 * comes to rest before the footer, which it never covers; the page script reserves its height as
 * scroll padding, so what Tab or a link brings into view stops above it.
 */
export function LanguageSuggestion() {
  const { t } = useTranslation()
  return (
    <template data-language-suggestion="">
      <Box
        as="section"
        aria-label={t('languageSuggestion.label')}
        position="sticky"
        bottom="4"
        zIndex="banner"
        marginX={{ base: '4', md: 'auto' }}
        marginY="4"
        maxWidth="lg"
        padding="4"
        bg="white"
        borderWidth="1px"
        borderRadius="lg"
        boxShadow="lg"
      >
        <Text marginBottom="3" data-text="message">
          {t('languageSuggestion.message')}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <LinkButton asChild colorPalette="teal" size="sm">
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
