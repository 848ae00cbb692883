import { Box, Container, Flex, HStack, Link as ChakraLink } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { contactLinks, siteConfig } from '../../site.config.ts'
import { PhoneIcon } from '../ui/icons.tsx'
import { usePhoneDisplay } from '../ui/use-phone-display.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { NavLinks } from './nav-links.tsx'
import { LinkButton } from '../ui/link-button.tsx'

export function Header() {
  const { t } = useTranslation()
  const phone = usePhoneDisplay()
  const pagePath = usePagePath()
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
    >
      <Container maxWidth="7xl">
        <Flex height="16" alignItems="center" justifyContent="space-between" gap="4">
          <ChakraLink asChild fontWeight="bold" fontSize="xl" color="teal.800" textDecoration="none">
            <Link to={pagePath({ page: 'home' })} aria-label={t('header.homeLink', { brand: siteConfig.brand })}>
              {siteConfig.brand}
            </Link>
          </ChakraLink>
          <HStack as="nav" aria-label={t('nav.label')} gap="1" display={{ base: 'none', lg: 'flex' }}>
            <NavLinks />
          </HStack>
          <HStack gap="3" display={{ base: 'none', lg: 'flex' }}>
            {/* Between 1024 and 1280 px the French labels need the phone number's room; the footer and contact page keep it. */}
            <ChakraLink
              href={contactLinks.phone}
              aria-label={t('header.callUs', { phone })}
              color="fg.muted"
              fontWeight="medium"
              display={{ base: 'none', xl: 'inline-flex' }}
            >
              <PhoneIcon boxSize="4" />
              {phone}
            </ChakraLink>
            <LanguageSwitcher />
            <LinkButton asChild colorPalette="teal" size="sm">
              <Link to={pagePath({ page: 'quote' })}>{t('header.getQuote')}</Link>
            </LinkButton>
          </HStack>
          <Box display={{ base: 'block', lg: 'none' }}>
            <MobileMenu />
          </Box>
        </Flex>
      </Container>
    </Box>
  )
}
