import { Button, CloseButton, Drawer, IconButton, Link as ChakraLink, Portal, Separator, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { pages } from '../../content/pages'
import { contactLinks, siteConfig } from '../../site.config'
import { MailIcon, MenuIcon, PhoneIcon } from '../ui/icons'
import { LanguageSwitcher } from './language-switcher'
import { NavLinks } from './nav-links'

/** The small-screen menu: a right-side drawer that traps focus, closes on Escape and restores focus. */
export function MobileMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label={t('header.openMenu')} variant="ghost">
          <MenuIcon boxSize="6" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('header.menuTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label={t('nav.label')} gap="1">
                <NavLinks onNavigate={close} paddingY="3" />
              </Stack>
              <Separator marginY="4" />
              <Stack gap="3">
                <ChakraLink href={contactLinks.phone} color="fg.muted">
                  <PhoneIcon boxSize="4" />
                  {siteConfig.phone.display}
                </ChakraLink>
                <ChakraLink href={contactLinks.email} color="fg.muted">
                  <MailIcon boxSize="4" />
                  {siteConfig.email}
                </ChakraLink>
                <LanguageSwitcher />
                <Button asChild colorPalette="teal" marginTop="2">
                  <Link to={pages.quote.path} onClick={close}>
                    {t('header.getFreeQuote')}
                  </Link>
                </Button>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('header.closeMenu')} size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
