import { Box, Container, Flex, HStack, Link as ChakraLink } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router-dom'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { contactLinks, siteConfig } from '../../site.config.ts'
import { PhoneIcon } from '../ui/icons.tsx'
import { usePhoneDisplay } from '../ui/use-phone-display.ts'
import { BrandLockup } from './brand-lockup.tsx'
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
      bg="surface.page"
      borderBottomWidth="1px"
      borderColor="border"
      css={{ '&::before': { content: '""', position: 'absolute', insetX: '0', top: '0', height: '3px', bg: 'brand.accent' } }}
    >
      <Container maxWidth="7xl">
        <Flex height="16" alignItems="center" justifyContent="space-between" gap={{ base: '2', sm: '4' }}>
          <ChakraLink asChild textDecoration="none" borderRadius="md" _hover={{ textDecoration: 'none' }}>
            <Link to={pagePath({ page: 'home' })} aria-label={t('header.homeLink', { brand: siteConfig.brand })}>
              <BrandLockup />
            </Link>
          </ChakraLink>
          <HStack as="nav" aria-label={t('nav.label')} gap="1" display={{ base: 'none', lg: 'flex' }}>
            <NavLinks />
          </HStack>
          <HStack gap={{ base: '1', sm: '3' }}>
            {/* Between 1024 and 1280 px the French labels need the phone number's room; the footer and contact page keep it. */}
            <ChakraLink
              href={contactLinks.phone}
              aria-label={t('header.callUs', { phone })}
              color="text.muted"
              fontWeight="medium"
              _hover={{ color: 'text.link' }}
              display={{ base: 'none', xl: 'inline-flex' }}
            >
              <PhoneIcon boxSize="4" />
              {phone}
            </ChakraLink>
            <LanguageSwitcher compact />
            <LinkButton
              asChild
              size="sm"
              borderRadius="full"
              paddingX="4"
              display={{ base: 'none', lg: 'inline-flex' }}
              _currentPage={{ boxShadow: 'inset 0 -3px 0 0 {colors.brand.accent}' }}
            >
              <NavLink to={pagePath({ page: 'quote' })}>{t('header.getQuote')}</NavLink>
            </LinkButton>
            <Box display={{ base: 'block', lg: 'none' }}>
              <MobileMenu />
            </Box>
          </HStack>
        </Flex>
      </Container>
    </Box>
  )
}
