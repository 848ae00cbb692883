/** The 'Why Choose Us?' points beside the quote form, as full keys of the `quote` namespace. */
export const quoteReasons = ['whyUs.items.quality', 'whyUs.items.pricing', 'whyUs.items.support', 'whyUs.items.local'] as const
