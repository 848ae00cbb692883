import { SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Section } from '../../components/ui/section.tsx'
import { TestimonialCard } from '../../components/ui/testimonial-card.tsx'
import { testimonials } from '../../content/testimonials.ts'

export function TestimonialsSection() {
  const { t } = useTranslation('home')
  return (
    <Section id="testimonials" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} intro={t('testimonials.intro')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {testimonials.map(({ id, rating, nameKey, companyKey, locationKey, contentKey }) => (
          <TestimonialCard
            key={id}
            name={t(nameKey)}
            company={t(companyKey)}
            rating={rating}
            location={t(locationKey)}
            content={t(contentKey)}
          />
        ))}
      </SimpleGrid>
    </Section>
  )
}
