import { Box, Button, Container, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { pages } from '../../content/pages'

export function PortfolioCta() {
  const { t } = useTranslation('portfolio')
  return (
    <Box as="section" aria-labelledby="portfolio-cta-title" bg="teal.800" color="white" paddingY="16">
      <Container maxWidth="3xl" textAlign="center">
        <Heading as="h2" id="portfolio-cta-title" size="3xl">
          {t('cta.title')}
        </Heading>
        <Text marginTop="4" fontSize="lg" color="teal.50">
          {t('cta.text')}
        </Text>
        <Button asChild size="lg" marginTop="8" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
          <Link to={pages.quote.path}>{t('cta.button')}</Link>
        </Button>
      </Container>
    </Box>
  )
}
