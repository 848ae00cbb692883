import { SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { HoverLift } from '../../components/ui/hover-lift.tsx'
import { Section } from '../../components/ui/section.tsx'
import { plans } from '../../content/plans.ts'
import { PlanCard, planCardRows } from './plan-card.tsx'
import { useHasWords } from '../../i18n/translated.ts'

export function PricingSection() {
  const { t } = useTranslation('home')
  const translated = useHasWords('home')
  return (
    <Section
      id="pricing"
      eyebrow={t('pricing.eyebrow')}
      title={t('pricing.title')}
      intro={t('pricing.intro')}
      heading="center"
      bg="teal.50"
    >
      {/* Side by side, each card's rows share the grid's tracks (subgrid), so prices and features line up. */}
      <SimpleGrid
        columns={{ base: 1, lg: 3 }}
        columnGap="6"
        rowGap={{ base: '5', lg: '5' }}
        css={{ '& > *': { display: { lg: 'grid' }, gridRow: { lg: `span ${planCardRows}` }, gridTemplateRows: { lg: 'subgrid' } } }}
      >
        {plans
          .filter(({ nameKey, descriptionKey }) => translated({ nameKey, descriptionKey }))
          .map((plan) => (
            <HoverLift key={plan.id}>
              <PlanCard plan={plan} />
            </HoverLift>
          ))}
      </SimpleGrid>
    </Section>
  )
}
