import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { mainNavigation } from '../../content/navigation'
import { usePreloadOnIntent } from './page-preload'

interface NavLinksProps extends Omit<LinkProps, 'onClick'> {
  onNavigate?: () => void
}

/** The main links; react-router marks the current one with aria-current="page". */
export function NavLinks({ onNavigate, ...linkProps }: NavLinksProps) {
  const { t } = useTranslation()
  return mainNavigation.map((item) => (
    <NavItem key={item.to} to={item.to} end={item.end} label={t(item.labelKey)} onNavigate={onNavigate} {...linkProps} />
  ))
}

interface NavItemProps extends NavLinksProps {
  to: string
  end: boolean
  label: string
}

function NavItem({ to, end, label, onNavigate, ...linkProps }: NavItemProps) {
  const preload = usePreloadOnIntent(to)
  return (
    <ChakraLink
      asChild
      fontWeight="medium"
      color="fg.muted"
      textDecoration="none"
      borderRadius="md"
      paddingX="3"
      paddingY="2"
      _hover={{ color: 'teal.700', bg: 'teal.50' }}
      _currentPage={{ color: 'teal.800', bg: 'teal.50', fontWeight: 'semibold' }}
      {...linkProps}
    >
      <NavLink to={to} end={end} onClick={onNavigate} {...preload}>
        {label}
      </NavLink>
    </ChakraLink>
  )
}
