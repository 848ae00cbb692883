/** Monthly growth plans (docs/studio-facts.md); prices in US dollars, formatted for the page's language. */
export const plans = [
  {
    id: 'businessGrowth',
    priceUsd: 150,
    popular: false,
    nameKey: 'pricing.plans.businessGrowth.name',
    descriptionKey: 'pricing.plans.businessGrowth.description',
    featureKeys: [
      'pricing.plans.businessGrowth.features.website',
      'pricing.plans.businessGrowth.features.chatbot',
      'pricing.plans.businessGrowth.features.automation',
      'pricing.plans.businessGrowth.features.googleListing',
      'pricing.plans.businessGrowth.features.seo',
      'pricing.plans.businessGrowth.features.blogPosts',
      'pricing.plans.businessGrowth.features.profilePosts',
    ],
  },
  {
    id: 'superGrowth',
    priceUsd: 250,
    popular: true,
    nameKey: 'pricing.plans.superGrowth.name',
    descriptionKey: 'pricing.plans.superGrowth.description',
    featureKeys: [
      'pricing.plans.superGrowth.features.everythingInBusiness',
      'pricing.plans.superGrowth.features.scheduledPosts',
      'pricing.plans.superGrowth.features.voiceAssist',
      'pricing.plans.superGrowth.features.bookingSync',
      'pricing.plans.superGrowth.features.support',
      'pricing.plans.superGrowth.features.leadFollowUp',
      'pricing.plans.superGrowth.features.analytics',
    ],
  },
  {
    id: 'eliteGrowth',
    priceUsd: 350,
    popular: false,
    nameKey: 'pricing.plans.eliteGrowth.name',
    descriptionKey: 'pricing.plans.eliteGrowth.description',
    featureKeys: [
      'pricing.plans.eliteGrowth.features.everythingInSuper',
      'pricing.plans.eliteGrowth.features.strategy',
      'pricing.plans.eliteGrowth.features.accountManager',
      'pricing.plans.eliteGrowth.features.integrations',
      'pricing.plans.eliteGrowth.features.priorityDevelopment',
      'pricing.plans.eliteGrowth.features.strategySessions',
      'pricing.plans.eliteGrowth.features.performance',
    ],
  },
] as const

export type Plan = (typeof plans)[number]
