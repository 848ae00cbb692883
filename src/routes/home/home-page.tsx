import { FaqSection } from './faq-section'
import { FeaturedProjectsSection } from './featured-projects-section'
import { HeroSection } from './hero-section'
import { PricingSection } from './pricing-section'
import { ServicesSection } from './services-section'
import { TestimonialsSection } from './testimonials-section'

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
