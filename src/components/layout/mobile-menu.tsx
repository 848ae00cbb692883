import { IconButton } from '@chakra-ui/react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MenuIcon } from '../ui/icons'

const loadDrawer = () => import('./mobile-menu-drawer')
/** The drawer's code (focus trap, dialog, animations) loads on intent, off the critical path. */
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })))

/** The small-screen menu button; the drawer it opens traps focus, closes on Escape and restores focus here. */
export function MobileMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const preload = () => void loadDrawer()

  return (
    <>
      <IconButton
        ref={trigger}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <MenuIcon boxSize="6" />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} finalFocusEl={() => trigger.current} />
        </Suspense>
      )}
    </>
  )
}
