import { Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { followLanguageLink, languageHref } from '../../i18n/language-links'
import { dismissLanguageSuggestion, languageToSuggest } from '../../i18n/language-preference'
import type { LanguageCode } from '../../i18n/languages'
import { loadLocaleFile } from '../../i18n/locale-loader'
import { useCurrentPage } from '../../i18n/use-current-page'

interface Suggestion {
  language: LanguageCode
  t: TFunction<'common'>
}

/**
 * Offers the visitor's preferred language when it differs from the page's, written in that language.
 * Its words load only for visitors who see it; it never redirects.
 */
export function LanguageSuggestion() {
  const { i18n } = useTranslation()
  const page = useCurrentPage()
  const [suggestion, setSuggestion] = useState<Suggestion>()

  useEffect(() => {
    let cancelled = false
    void languageToSuggest(i18n.language as LanguageCode).then(async (language) => {
      if (!language || cancelled) return
      if (!i18n.hasResourceBundle(language, 'common')) {
        i18n.addResourceBundle(language, 'common', await loadLocaleFile(language, 'common'))
      }
      if (!cancelled) setSuggestion({ language, t: i18n.getFixedT(language, 'common') })
    })
    return () => {
      cancelled = true
    }
  }, [i18n])

  if (!suggestion) return null
  const { language, t } = suggestion

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
          <ChakraLink
            href={languageHref(language, page?.path)}
            hrefLang={language}
            onClick={followLanguageLink(language, page?.path)}
          >
            {t('languageSuggestion.accept')}
          </ChakraLink>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            dismissLanguageSuggestion()
            setSuggestion(undefined)
          }}
        >
          {t('languageSuggestion.dismiss')}
        </Button>
      </HStack>
    </Box>
  )
}
