import { Box, CloseButton, Flex, Heading, IconButton, Link as ChakraLink, Separator, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { contactLinks, siteConfig } from '../../site.config.ts'
import { MailIcon, MenuIcon, PhoneIcon, XIcon } from '../ui/icons.tsx'
import { usePhoneDisplay } from '../ui/use-phone-display.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { NavLinks } from './nav-links.tsx'
import { LinkButton } from '../ui/link-button.tsx'

const menuId = 'mobile-menu'
const titleId = 'mobile-menu-title'

/** Opened by an invoker command, so the first tap works before any script; without them, a popover until a script runs. */
export function MobileMenu() {
  const { t } = useTranslation()
  return (
    <>
      {/* Chakra passes only the attributes it knows; asChild leaves the invoker attributes on the element. */}
      <IconButton asChild variant="ghost">
        <button
          type="button"
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          commandfor={menuId}
          command="show-modal"
          popoverTarget={menuId}
        >
          <MenuIcon boxSize="6" />
        </button>
      </IconButton>
      <Box
        asChild
        position="fixed"
        insetBlock="0"
        insetInlineEnd="0"
        insetInlineStart="auto"
        margin="0"
        width="xs"
        maxWidth="100%"
        height="100dvh"
        maxHeight="100dvh"
        padding="6"
        bg="surface.page"
        borderTopWidth="3px"
        borderColor="brand.accent"
        boxShadow="lg"
        css={{
          // Open as a modal dialog, or as a popover where invoker commands are missing.
          '&:is([open], :popover-open)': {
            display: 'block',
            animation: 'slide-from-right-full 0.2s ease-out',
            _rtl: { animationName: 'slide-from-left-full' },
            _motionReduce: { animation: 'none' },
          },
          '&::backdrop': { bg: 'brand.950/60' },
        }}
      >
        <dialog id={menuId} aria-labelledby={titleId} closedby="any" popover="auto">
          <Flex justifyContent="space-between" alignItems="center" marginBottom="6">
            <Heading as="h2" id={titleId} size="lg">
              {t('header.menuTitle')}
            </Heading>
            <CloseButton asChild size="sm">
              <button
                type="button"
                aria-label={t('header.closeMenu')}
                commandfor={menuId}
                command="close"
                popoverTarget={menuId}
                popoverTargetAction="hide"
              >
                <XIcon />
              </button>
            </CloseButton>
          </Flex>
          <Stack as="nav" aria-labelledby={titleId} gap="1">
            <NavLinks paddingY="3" />
          </Stack>
          <Separator marginY="4" />
          <MenuContacts />
        </dialog>
      </Box>
    </>
  )
}

/** Below the pages: the phone, the e-mail, the languages and the quote. */
function MenuContacts() {
  const { t } = useTranslation()
  const phone = usePhoneDisplay()
  const pagePath = usePagePath()
  return (
    <Stack gap="3">
      <ChakraLink href={contactLinks.phone} color="text.muted">
        <PhoneIcon boxSize="4" />
        {phone}
      </ChakraLink>
      <ChakraLink href={contactLinks.email} color="text.muted">
        <MailIcon boxSize="4" />
        {siteConfig.email}
      </ChakraLink>
      <LanguageSwitcher />
      <LinkButton asChild borderRadius="full" marginTop="2">
        <Link to={pagePath({ page: 'quote' })}>{t('header.getFreeQuote')}</Link>
      </LinkButton>
    </Stack>
  )
}
