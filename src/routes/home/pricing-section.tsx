import { SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { HoverLift } from '../../components/ui/motion'
import { Section } from '../../components/ui/section'
import { plans } from '../../content/plans'
import { PlanCard } from './plan-card'

export function PricingSection() {
  const { t } = useTranslation('home')
  return (
    <Section id="pricing" eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} intro={t('pricing.intro')} bg="gray.50">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="stretch">
        {plans.map((plan) => (
          <HoverLift key={plan.id}>
            <PlanCard plan={plan} />
          </HoverLift>
        ))}
      </SimpleGrid>
    </Section>
  )
}
