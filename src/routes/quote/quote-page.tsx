import { Box, Container, Grid, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ArrowRightIcon } from '../../components/ui/icons'
import { PageHero } from '../../components/ui/page-hero'
import { pages } from '../../content/pages'
import { QuoteFormSection } from './quote-form-section'
import { QuoteSidebar } from './quote-sidebar'

export function QuotePage() {
  const { t } = useTranslation('quote')
  return (
    <>
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
      <PageHero title={t('hero.title')} intro={t('hero.intro')} />
      <Container maxWidth="7xl" paddingY="16">
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <QuoteFormSection />
          <Stack gap="6">
            <QuoteSidebar />
          </Stack>
        </Grid>
      </Container>
    </>
  )
}
