import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { checkMarkBefore } from '../../components/ui/check-list.tsx'
import type { Plan } from '../../content/plans.ts'
import { formatPrice } from '../../i18n/format.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { LinkButton } from '../../components/ui/link-button.tsx'
import { useHasWords } from '../../i18n/translated.ts'

/** The card's rows (heading, price, features, action), which the pricing grid lines up across cards. */
export const planCardRows = 4

export function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('home')
  const translated = useHasWords('home')
  const pagePath = usePagePath()
  const price = formatPrice(i18n.language, plan.priceUsd)
  const titleId = `plan-${plan.id}`
  // The popular plan is the one card drawn in the deep tone: the choice the page points to.
  const ink = plan.popular
    ? { bg: 'teal.900', title: 'white', text: 'teal.50', muted: 'teal.100', tick: 'orange.300' }
    : { bg: 'white', title: 'gray.900', text: 'gray.700', muted: 'gray.600', tick: 'teal.700' }

  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      gap={{ base: '4', md: '5' }}
      display={{ base: 'flex', lg: 'grid' }}
      gridRow={{ lg: `span ${planCardRows}` }}
      gridTemplateRows={{ lg: 'subgrid' }}
      height="full"
      padding={{ base: '6', md: '8' }}
      bg={ink.bg}
      borderRadius="2xl"
      borderWidth="1px"
      borderColor={plan.popular ? 'teal.900' : 'teal.100'}
      boxShadow={plan.popular ? 'xl' : 'xs'}
      position="relative"
    >
      {plan.popular && (
        <Badge
          colorPalette="orange"
          variant="solid"
          position="absolute"
          top="-3"
          left="50%"
          transform="translateX(-50%)"
          paddingX="3"
          paddingY="1"
        >
          {t('pricing.mostPopular')}
        </Badge>
      )}
      <Box>
        <Heading as="h3" id={titleId} size="xl" color={ink.title}>
          {t(plan.nameKey)}
        </Heading>
        <Text marginTop="2" color={ink.text}>
          {t(plan.descriptionKey)}
        </Text>
      </Box>
      <HStack alignItems="baseline" columnGap="1" flexWrap="wrap">
        <Text as="span" fontSize={{ base: '4xl', md: '5xl' }} lineHeight="1" letterSpacing="tight" fontWeight="bold" color={ink.title}>
          {price}
        </Text>
        <Text as="span" color={ink.muted}>
          {t('pricing.perMonth')}
        </Text>
      </HStack>
      <Stack as="ul" gap={{ base: '2', md: '3' }} listStyleType="none" flex="1">
        {plan.featureKeys.filter(translated).map((featureKey) => (
          <HStack as="li" key={featureKey} alignItems="flex-start" gap="3" color={ink.text} css={checkMarkBefore(ink.tick)}>
            {t(featureKey)}
          </HStack>
        ))}
      </Stack>
      <LinkButton
        asChild
        size="lg"
        {...(plan.popular
          ? { bg: 'white', color: 'teal.900', _hover: { bg: 'teal.50' } }
          : { colorPalette: 'teal', variant: 'outline' as const })}
      >
        <Link to={pagePath({ page: 'quote' })}>{t('pricing.choosePlan')}</Link>
      </LinkButton>
    </Stack>
  )
}
