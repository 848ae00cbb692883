import { Box, Flex, Grid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PhoneIcon } from '../../components/ui/icons.tsx'
import { LinkButton } from '../../components/ui/link-button.tsx'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { usePhoneDisplay } from '../../components/ui/use-phone-display.ts'
import { heroFigures } from '../../content/studio-figures.ts'
import { formatNumber } from '../../i18n/format.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { contactLinks } from '../../site.config.ts'
import { WorkSpotlight } from './work-spotlight.tsx'

export function HeroSection() {
  const { t, i18n } = useTranslation('home')
  const phone = usePhoneDisplay()
  const pagePath = usePagePath()
  // Side by side while each fits beside the others, never narrower than its longest word: no word is cut in two.
  const figures = (
    <Flex
      as="dl"
      flexWrap="wrap"
      columnGap="8"
      rowGap="4"
      marginTop={{ base: '6', md: '12' }}
      paddingTop="6"
      borderTopWidth="1px"
      borderColor="teal.700"
    >
      {heroFigures.map(({ value, labelKey }) => (
        <Box key={labelKey} flex="1 1 0" display="flex" flexDirection="column-reverse" justifyContent="flex-end">
          <Text as="dt" color="teal.100" fontSize="sm">
            {t(labelKey)}
          </Text>
          <Text as="dd" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.1" fontWeight="bold" color="white">
            {t('figures.atLeast', { ns: 'common', value: formatNumber(i18n.language, value) })}
          </Text>
        </Box>
      ))}
    </Flex>
  )
  return (
    <PageHero tone="deep" title={t('hero.title')} intro={t('hero.intro')} aside={<WorkSpotlight />} footer={figures}>
      {/* One under the other, as wide as the longer label: equal, and neither wraps in French. */}
      <Grid display={{ base: 'grid', md: 'inline-grid' }} templateColumns="minmax(0, 1fr)" gap="3" marginTop={{ base: '6', md: '8' }}>
        <LinkButton asChild size={{ base: 'md', md: 'lg' }} bg="white" color="teal.900" _hover={{ bg: 'teal.50' }}>
          <a href={contactLinks.phone}>
            <PhoneIcon />
            {t('hero.callNow', { phone })}
          </a>
        </LinkButton>
        <LinkButton
          asChild
          size={{ base: 'md', md: 'lg' }}
          variant="outline"
          color="white"
          borderColor="teal.200"
          _hover={{ bg: 'teal.800' }}
        >
          <Link to={pagePath({ page: 'quote' })}>{t('hero.getFreeQuote')}</Link>
        </LinkButton>
      </Grid>
    </PageHero>
  )
}
