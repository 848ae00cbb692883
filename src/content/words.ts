import type about from '../../locales/en/about.json'
import type common from '../../locales/en/common.json'
import type contact from '../../locales/en/contact.json'
import type home from '../../locales/en/home.json'
import type projects from '../../locales/en/projects.json'
import type quote from '../../locales/en/quote.json'

// The one place keys are built from ids; an id is typed as one English has words for, so the typecheck checks the keys.

type Ids<Group> = keyof Group & string

type ProjectId = Ids<typeof projects.items>
type CategoryId = Exclude<Ids<typeof projects.categories>, 'all'>
type PlanId = Ids<typeof home.pricing.plans>
type PlanFeatureKey = { [Plan in PlanId]: `pricing.plans.${Plan}.features.${Ids<(typeof home.pricing.plans)[Plan]['features']>}` }[PlanId]
type ServiceId = Ids<typeof home.services.items>
type Services = typeof home.services.items
type ServiceFooterLineKey = {
  [Service in ServiceId]: Services[Service] extends { footerLines: infer Lines }
    ? `services.items.${Service}.footerLines.${Ids<Lines>}`
    : never
}[ServiceId]
type TestimonialId = Ids<typeof home.testimonials.items>
type QuoteTestimonialId = Ids<typeof quote.testimonial.items>
type FaqId = Ids<typeof home.faq.items>
type MemberId = Ids<typeof about.team.members>
type StoryId = Ids<typeof about.story.paragraphs>
type ValueId = Ids<typeof about.values.items>
type OfferingId = Ids<typeof about.offerings.items>
type ReassuranceId = Ids<typeof contact.reassurance.items>
type QuoteReasonId = Ids<typeof quote.whyUs.items>
type PaymentMethodId = Ids<typeof common.seo.payment>
type QuoteOptions = typeof quote.form.options
type SocialId = Exclude<Ids<typeof common.footer.social>, 'label'>

export const projectWords = {
  namespace: 'projects',
  keys: (id: string) => {
    const project = id as ProjectId
    return {
      titleKey: `items.${project}.title`,
      descriptionKey: `items.${project}.description`,
      problemKey: `items.${project}.problem`,
      solutionKey: `items.${project}.solution`,
      resultsKey: `items.${project}.results`,
      clientKey: `items.${project}.client`,
      imageAltKey: `items.${project}.imageAlt`,
    } as const
  },
} as const

export const categoryWords = {
  namespace: 'projects',
  keys: (id: string) => ({ labelKey: `categories.${id as CategoryId}` }) as const,
} as const

export const planWords = {
  namespace: 'home',
  keys: (id: string) => {
    const plan = id as PlanId
    return { nameKey: `pricing.plans.${plan}.name`, descriptionKey: `pricing.plans.${plan}.description` } as const
  },
  featureKey: (planId: string, featureId: string) => `pricing.plans.${planId}.features.${featureId}` as PlanFeatureKey,
} as const

export const serviceWords = {
  namespace: 'home',
  keys: (id: string) => {
    const service = id as ServiceId
    return { titleKey: `services.items.${service}.title`, descriptionKey: `services.items.${service}.description` } as const
  },
  footerLineKey: (serviceId: string, lineId: string) => `services.items.${serviceId}.footerLines.${lineId}` as ServiceFooterLineKey,
} as const

export const testimonialWords = {
  home: {
    namespace: 'home',
    keys: (id: string) => {
      const testimonial = id as TestimonialId
      return {
        nameKey: `testimonials.items.${testimonial}.name`,
        companyKey: `testimonials.items.${testimonial}.company`,
        locationKey: `testimonials.items.${testimonial}.location`,
        contentKey: `testimonials.items.${testimonial}.content`,
      } as const
    },
  },
  quote: {
    namespace: 'quote',
    keys: (id: string) => {
      const testimonial = id as QuoteTestimonialId
      return {
        nameKey: `testimonial.items.${testimonial}.name`,
        companyKey: `testimonial.items.${testimonial}.company`,
        locationKey: `testimonial.items.${testimonial}.location`,
        contentKey: `testimonial.items.${testimonial}.content`,
      } as const
    },
  },
} as const

export const faqWords = {
  namespace: 'home',
  keys: (id: string) => {
    const faq = id as FaqId
    return { questionKey: `faq.items.${faq}.question`, answerKey: `faq.items.${faq}.answer` } as const
  },
} as const

export const memberWords = {
  namespace: 'about',
  keys: (id: string) => {
    const member = id as MemberId
    return {
      nameKey: `team.members.${member}.name`,
      roleKey: `team.members.${member}.role`,
      bioKey: `team.members.${member}.bio`,
      imageAltKey: `team.members.${member}.imageAlt`,
    } as const
  },
} as const

export const aboutWords = {
  story: { namespace: 'about', keys: (id: string) => ({ textKey: `story.paragraphs.${id as StoryId}` }) as const },
  values: {
    namespace: 'about',
    keys: (id: string) => {
      const value = id as ValueId
      return { titleKey: `values.items.${value}.title`, textKey: `values.items.${value}.text` } as const
    },
  },
  offerings: {
    namespace: 'about',
    keys: (id: string) => {
      const offering = id as OfferingId
      return { titleKey: `offerings.items.${offering}.title`, textKey: `offerings.items.${offering}.text` } as const
    },
  },
} as const

export const besideFormWords = {
  contact: { namespace: 'contact', keys: (id: string) => ({ textKey: `reassurance.items.${id as ReassuranceId}` }) as const },
  quote: { namespace: 'quote', keys: (id: string) => ({ textKey: `whyUs.items.${id as QuoteReasonId}` }) as const },
} as const

export const paymentMethodWords = {
  namespace: 'common',
  keys: (id: string) => ({ labelKey: `seo.payment.${id as PaymentMethodId}` }) as const,
} as const

export const socialWords = {
  namespace: 'common',
  keys: (id: string) => ({ labelKey: `footer.social.${id as SocialId}` }) as const,
} as const

export const formChoiceWords = {
  projectTypes: {
    namespace: 'quote',
    keys: (id: string) => ({ labelKey: `form.options.projectType.${id as Ids<QuoteOptions['projectType']>}` }) as const,
  },
  budgets: {
    namespace: 'quote',
    keys: (id: string) => ({ labelKey: `form.options.budget.${id as Ids<QuoteOptions['budget']>}` }) as const,
  },
  timelines: {
    namespace: 'quote',
    keys: (id: string) => ({ labelKey: `form.options.timeline.${id as Ids<QuoteOptions['timeline']>}` }) as const,
  },
} as const
