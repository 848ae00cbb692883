import { HStack, Link as ChakraLink, Text, type StackProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useCurrentPage } from '../../i18n/use-current-page.ts'
import { languageHref, languageLinkAttributes } from '../../i18n/language-links.ts'
import { languages } from '../../i18n/languages.ts'
import { GlobeIcon } from '../ui/icons.tsx'

/** Plain links: a full load of the prerendered page, so the switch works without JavaScript. */
export function LanguageSwitcher(props: StackProps) {
  const { t, i18n } = useTranslation()
  const page = useCurrentPage()

  return (
    <HStack role="group" aria-label={t('language.label')} gap="1" {...props}>
      <GlobeIcon boxSize="4" color="fg.muted" />
      {languages.map((language) =>
        language.code === i18n.language ? (
          <Text key={language.code} as="span" lang={language.code} aria-current="true" fontWeight="semibold" color="teal.800" paddingX="1">
            {language.nativeName}
          </Text>
        ) : (
          <ChakraLink
            key={language.code}
            href={languageHref(language.code, page?.id)}
            hrefLang={language.code}
            lang={language.code}
            color="fg.muted"
            paddingX="1"
            {...languageLinkAttributes(language.code, page?.id)}
          >
            {language.nativeName}
          </ChakraLink>
        ),
      )}
    </HStack>
  )
}
