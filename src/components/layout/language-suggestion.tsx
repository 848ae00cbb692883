import { Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { LinkButton } from '../ui/link-button.tsx'

/**
 * The frame of the offer to read the page in the visitor's own language: an inert <template>, in the
 * page's own language, so a page carries no copy of another. show-language-suggestion.ts rewrites it
 * in the suggested language, from that language's locale file, only for a visitor whose browser or
 * remembered choice asks for it. Never a redirect.
 *
 * It never lies over what a visitor reads, taps or focuses: it takes its place in the flow at the end
 * of <main>, between the page's content and the footer, and scrolls with them. It sticks nowhere: a
 * banner stuck to the screen covers whatever scrolls beneath it, at some width, for some finger.
 */
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
