import { Button, CloseButton, Drawer, Link as ChakraLink, Portal, Separator, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { pages } from '../../content/pages'
import { contactLinks, siteConfig } from '../../site.config'
import { MailIcon, PhoneIcon } from '../ui/icons'
import { usePhoneDisplay } from '../ui/use-phone-display'
import { LanguageSwitcher } from './language-switcher'
import { NavLinks } from './nav-links'

interface MobileMenuDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  finalFocusEl: () => HTMLElement | null
}

/** A right-side drawer with the links, phone, e-mail and Get Free Quote; choosing a link closes it. */
export function MobileMenuDrawer({ open, onOpenChange, finalFocusEl }: MobileMenuDrawerProps) {
  const { t } = useTranslation()
  const phone = usePhoneDisplay()
  const close = () => onOpenChange(false)

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      placement="end"
      size="xs"
    >
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
                  {phone}
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
