import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { mainNavigation } from '../../content/navigation.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'

/** The main links; react-router marks the current page's with aria-current="page" as the page prerenders. */
export function NavLinks(linkProps: LinkProps) {
  const { t } = useTranslation()
  const pagePath = usePagePath()
  return mainNavigation.map((item) => (
    <ChakraLink
      key={item.page}
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
      <NavLink to={pagePath(item)} end={item.end}>
        {t(item.labelKey)}
      </NavLink>
    </ChakraLink>
  ))
}
