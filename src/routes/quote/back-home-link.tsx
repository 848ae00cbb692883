import { Box, Link as ChakraLink } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '../../components/ui/icons.tsx'
import { usePagePath } from '../../i18n/use-page-path.ts'

export function BackHomeLink() {
  const { t } = useTranslation('quote')
  const pagePath = usePagePath()
  return (
    <ChakraLink asChild color="teal.800" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
      <Link to={pagePath({ page: 'home' })}>
        <Box as="span" display="inline-flex" transform="rotate(180deg)">
          <ArrowRightIcon boxSize="4" />
        </Box>
        {t('backHome')}
      </Link>
    </ChakraLink>
  )
}
