import { Box, Container, Link as ChakraLink } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '../../components/ui/icons'
import { pages } from '../../content/pages'

export function BackHomeLink() {
  const { t } = useTranslation('quote')
  return (
    <Container maxWidth="7xl" paddingTop="6">
      <ChakraLink asChild color="teal.800" fontWeight="medium">
        <Link to={pages.home.path}>
          <Box as="span" display="inline-flex" transform="rotate(180deg)">
            <ArrowRightIcon boxSize="4" />
          </Box>
          {t('backHome')}
        </Link>
      </ChakraLink>
    </Container>
  )
}
