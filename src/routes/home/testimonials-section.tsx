import { Grid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Section } from '../../components/ui/section.tsx'
import { TestimonialCard } from '../../components/ui/testimonial-card.tsx'
import { testimonials } from '../../content/testimonials.ts'
import { useHasWords } from '../../i18n/translated.ts'

/** One quote set large, the others beside it as a column. */
export function TestimonialsSection() {
  const { t } = useTranslation('home')
  const translated = useHasWords('home')
  const [first, ...others] = testimonials.filter(translated).map(({ id, rating, nameKey, companyKey, locationKey, contentKey }) => ({
    id,
    rating,
    name: t(nameKey),
    company: t(companyKey),
    location: t(locationKey),
    content: t(contentKey),
  }))
  return (
    <Section id="testimonials" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} intro={t('testimonials.intro')}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }} gap="6">
        {first && <TestimonialCard testimonial={first} size="feature" />}
        <Stack gap="6">
          {others.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </Stack>
      </Grid>
    </Section>
  )
}
