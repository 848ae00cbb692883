import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PhoneIcon } from '../../components/ui/icons.tsx'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { usePhoneDisplay } from '../../components/ui/use-phone-display.ts'
import { heroFigures } from '../../content/studio-figures.ts'
import { formatNumber } from '../../i18n/format.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { contactLinks } from '../../site.config.ts'

export function HeroSection() {
  const { t, i18n } = useTranslation('home')
  const phone = usePhoneDisplay()
  const pagePath = usePagePath()
  return (
    <PageHero title={t('hero.title')} intro={t('hero.intro')}>
      <HStack justifyContent="center" gap="4" marginTop="8" flexWrap="wrap">
        <Button asChild size="lg" colorPalette="teal">
          <a href={contactLinks.phone}>
            <PhoneIcon />
            {t('hero.callNow', { phone })}
          </a>
        </Button>
        <Button asChild size="lg" variant="outline" colorPalette="teal" bg="white">
          <Link to={pagePath({ page: 'quote' })}>{t('hero.getFreeQuote')}</Link>
        </Button>
      </HStack>
      {/* Side by side while each fits beside the others, never narrower than its longest word: no word is cut in two. */}
      <Flex as="dl" flexWrap="wrap" columnGap="6" rowGap="4" marginTop="12" maxWidth="xl" marginX="auto">
        {heroFigures.map(({ value, labelKey }) => (
          <Box key={labelKey} flex="1 1 0" display="flex" flexDirection="column-reverse">
            <Text as="dt" color="gray.700">
              {t(labelKey)}
            </Text>
            <Text as="dd" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" color="teal.800">
              {t('figures.atLeast', { ns: 'common', value: formatNumber(i18n.language, value) })}
            </Text>
          </Box>
        ))}
      </Flex>
    </PageHero>
  )
}
