import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { checkMarkBefore } from '../../components/ui/check-list.tsx'
import type { Plan } from '../../content/plans.ts'
import { formatPrice } from '../../i18n/format.ts'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { LinkButton } from '../../components/ui/link-button.tsx'

/** The card's rows (heading, price, features, action), which the pricing grid lines up across cards. */
export const planCardRows = 4

export function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('home')
  const pagePath = usePagePath()
  const price = formatPrice(i18n.language, plan.priceUsd)
  const titleId = `plan-${plan.id}`

  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      gap="5"
      display={{ base: 'flex', lg: 'grid' }}
      gridRow={{ lg: `span ${planCardRows}` }}
      gridTemplateRows={{ lg: 'subgrid' }}
      height="full"
      padding="8"
      bg="white"
      borderRadius="2xl"
      borderWidth={plan.popular ? '2px' : '1px'}
      borderColor={plan.popular ? 'teal.600' : 'gray.200'}
      boxShadow={plan.popular ? 'lg' : 'sm'}
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
        <Heading as="h3" id={titleId} size="xl" color="gray.900">
          {t(plan.nameKey)}
        </Heading>
        <Text marginTop="2" color="gray.700">
          {t(plan.descriptionKey)}
        </Text>
      </Box>
      <HStack alignItems="baseline" gap="1">
        <Text as="span" fontSize="4xl" fontWeight="bold" color="gray.900">
          {price}
        </Text>
        <Text as="span" color="gray.600">
          {t('pricing.perMonth')}
        </Text>
      </HStack>
      <Stack as="ul" gap="3" listStyleType="none" flex="1">
        {plan.featureKeys.map((featureKey) => (
          <HStack as="li" key={featureKey} alignItems="flex-start" gap="3" color="gray.700" css={checkMarkBefore}>
            {t(featureKey)}
          </HStack>
        ))}
      </Stack>
      <LinkButton asChild colorPalette="teal" variant={plan.popular ? 'solid' : 'outline'} size="lg">
        <Link to={pagePath({ page: 'quote' })}>{t('pricing.choosePlan')}</Link>
      </LinkButton>
    </Stack>
  )
}
