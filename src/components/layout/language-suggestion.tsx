import { Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { withOnlyResources } from '../../i18n/create-i18n'
import { languageHref, languageLinkAttributes } from '../../i18n/language-links'
import { languages, type LanguageCode } from '../../i18n/languages'
import { pickNamespaces } from '../../i18n/server-resources'
import { useCurrentPage } from '../../i18n/use-current-page'

/**
 * The offer to read the page in the visitor's own language, one per other language, each written in
 * that language. They are inert <template>s: show-language-suggestion.ts puts the right one on screen,
 * only for a visitor whose browser or remembered choice asks for it. Never a redirect.
 */
export function LanguageSuggestions() {
  const { i18n } = useTranslation()
  return languages
    .filter(({ code }) => code !== i18n.language)
    .map(({ code }) => (
      <template key={code} data-language-suggestion={code}>
        <Suggestion language={code} />
      </template>
    ))
}

function Suggestion({ language }: { language: LanguageCode }) {
  const { i18n } = useTranslation()
  const page = useCurrentPage()
  const t = withOnlyResources(i18n, language, pickNamespaces(language, ['common'])).getFixedT(language, 'common')
  return (
    <Box
      role="region"
      aria-label={t('languageSuggestion.label')}
      lang={language}
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="banner"
      marginX="auto"
      maxWidth="lg"
      padding="4"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
    >
      <Text marginBottom="3">{t('languageSuggestion.message')}</Text>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild colorPalette="teal" size="sm">
          <ChakraLink href={languageHref(language, page?.path)} hrefLang={language} {...languageLinkAttributes(language, page?.path)}>
            {t('languageSuggestion.accept')}
          </ChakraLink>
        </Button>
        <Button variant="ghost" size="sm" data-dismiss-suggestion="">
          {t('languageSuggestion.dismiss')}
        </Button>
      </HStack>
    </Box>
  )
}
