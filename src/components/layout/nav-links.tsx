import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { mainNavigation } from '../../content/navigation.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'

/** A marigold underline marks the current page and follows the pointer; only its colour changes, so nothing moves. */
const navLinkCss = {
  textDecorationLine: 'underline',
  textDecorationColor: 'transparent',
  textDecorationThickness: '3px',
  textUnderlineOffset: '0.45em',
  transition: 'text-decoration-color 0.15s ease-out, color 0.15s ease-out',
  _motionReduce: { transition: 'none' },
  _hover: { color: 'brand.ink', textDecorationColor: 'brand.accent' },
  _currentPage: { color: 'brand.ink', fontWeight: 'semibold', textDecorationColor: 'brand.accent' },
} as const

/** The main links; react-router marks the current page's with aria-current="page" as the page prerenders. */
export function NavLinks(linkProps: LinkProps) {
  const { t } = useTranslation()
  const pagePath = usePagePath()
  return mainNavigation.map((item) => (
    <ChakraLink
      key={item.page}
      asChild
      fontWeight="medium"
      color="text.body"
      borderRadius="md"
      paddingX="3"
      paddingY="2"
      css={navLinkCss}
      {...linkProps}
    >
      <NavLink to={pagePath(item)} end={item.end}>
        {t(item.labelKey)}
      </NavLink>
    </ChakraLink>
  ))
}
