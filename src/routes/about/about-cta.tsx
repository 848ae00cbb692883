import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { pages } from '../../content/pages'

export function AboutCta() {
  const { t } = useTranslation('about')
  return (
    <Box as="section" aria-labelledby="about-cta-title" bg="teal.800" color="white" paddingY="16">
      <Container maxWidth="3xl" textAlign="center">
        <Heading as="h2" id="about-cta-title" size="3xl">
          {t('cta.title')}
        </Heading>
        <Text marginTop="4" fontSize="lg" color="teal.50">
          {t('cta.text')}
        </Text>
        <HStack justifyContent="center" gap="4" marginTop="8" flexWrap="wrap">
          <Button asChild size="lg" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
            <Link to={pages.contact.path}>{t('cta.contact')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'teal.700' }}>
            <Link to={pages.quote.path}>{t('cta.quote')}</Link>
          </Button>
        </HStack>
      </Container>
    </Box>
  )
}
