import { HStack, Link as ChakraLink, Text, type StackProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useCurrentPage } from '../../i18n/use-current-page.ts'
import { languageHref, languageLinkAttributes } from '../../i18n/language-links.ts'
import { languages, type Language } from '../../i18n/languages.ts'
import { GlobeIcon } from '../ui/icons.tsx'

const chip = { paddingX: '2', paddingY: '1', borderRadius: 'full', lineHeight: '1.25rem', fontSize: 'sm' } as const

/**
 * Plain links: a full load of the prerendered page, so the switch works without JavaScript. `compact` shows each
 * language's code, room enough for the header of a 320 px phone; its name follows it for screen readers.
 */
export function LanguageSwitcher({ compact = false, ...props }: StackProps & { compact?: boolean }) {
  const { t, i18n } = useTranslation()
  const page = useCurrentPage()
  const label = (language: Language) =>
    compact ? (
      <>
        {language.code.toUpperCase()}
        <Text as="span" srOnly>
          {` ${language.nativeName}`}
        </Text>
      </>
    ) : (
      language.nativeName
    )

  return (
    <HStack role="group" aria-label={t('language.label')} gap={compact ? '0.5' : '1'} {...props}>
      {!compact && <GlobeIcon boxSize="4" color="fg.muted" />}
      {languages.map((language) =>
        language.code === i18n.language ? (
          <Text
            key={language.code}
            as="span"
            lang={language.code}
            aria-current="true"
            fontWeight="bold"
            color="brand.ink"
            {...(compact ? { ...chip, bg: 'surface.sunken' } : { paddingX: '1' })}
          >
            {label(language)}
          </Text>
        ) : (
          <ChakraLink
            key={language.code}
            href={languageHref(language.code, page?.id)}
            hrefLang={language.code}
            lang={language.code}
            color="text.muted"
            fontWeight={compact ? 'semibold' : undefined}
            _hover={{ color: 'text.link' }}
            {...(compact ? chip : { paddingX: '1' })}
            {...languageLinkAttributes(language.code, page?.id)}
          >
            {label(language)}
          </ChakraLink>
        ),
      )}
    </HStack>
  )
}
