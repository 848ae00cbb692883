import { FaqSection } from './faq-section.tsx'
import { FeaturedProjectsSection } from './featured-projects-section.tsx'
import { HeroSection } from './hero-section.tsx'
import { PricingSection } from './pricing-section.tsx'
import { ServicesSection } from './services-section.tsx'
import { TestimonialsSection } from './testimonials-section.tsx'

export function HomePage() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <FeaturedProjectsSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
    </>
  )
}
