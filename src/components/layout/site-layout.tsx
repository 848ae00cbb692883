import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { LanguageSuggestion } from './language-suggestion.tsx'
import { SaveDataNotice } from './save-data-notice.tsx'

export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <Box
        asChild
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipNav"
        bg="brand.solid"
        color="brand.contrast"
        paddingX="4"
        paddingY="2"
        borderRadius="md"
        _focus={{ top: '4' }}
      >
        <a href="#main">{t('skipToContent')}</a>
      </Box>
      <Header />
      {/* At least a screen tall, so that the footer is never in the first view: the language suggestion, which the
          page script adds at the end of <main>, then takes room that was empty and moves nothing the visitor sees. */}
      <Box as="main" id="main" tabIndex={-1} paddingTop="16" outline="none" minHeight="100lvh">
        <SaveDataNotice />
        {children}
        <LanguageSuggestion />
      </Box>
      <Footer />
    </>
  )
}
