/** The reassuring points beside the contact form, as full keys of the `contact` namespace. */
export const reassurances = [
  'reassurance.items.reply',
  'reassurance.items.free',
  'reassurance.items.local',
  'reassurance.items.guarantee',
] as const

/** The 'Why Choose Us?' points beside the quote form, as full keys of the `quote` namespace. */
export const quoteReasons = ['whyUs.items.quality', 'whyUs.items.pricing', 'whyUs.items.support', 'whyUs.items.local'] as const
