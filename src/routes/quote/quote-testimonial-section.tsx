import { Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { SideSection } from '../../components/ui/side-section.tsx'
import { TestimonialCard } from '../../components/ui/testimonial-card.tsx'
import { quoteTestimonials } from '../../content/testimonials.ts'
import { useHasWords } from '../../i18n/translated.ts'

export function QuoteTestimonialSection() {
  const { t } = useTranslation('quote')
  const translated = useHasWords('quote')
  return (
    <SideSection id="quote-testimonial-title" title={t('testimonial.title')}>
      <Stack gap="4">
        {quoteTestimonials.filter(translated).map(({ id, rating, nameKey, companyKey, locationKey, contentKey }) => (
          <TestimonialCard
            key={id}
            testimonial={{ name: t(nameKey), company: t(companyKey), location: t(locationKey), content: t(contentKey), rating }}
          />
        ))}
      </Stack>
    </SideSection>
  )
}
