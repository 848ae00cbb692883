/** What the studio offers, as the About page lists it: full keys of the `about` namespace. */
export const offerings = [
  { id: 'apps', titleKey: 'offerings.items.apps.title', textKey: 'offerings.items.apps.text' },
  { id: 'websites', titleKey: 'offerings.items.websites.title', textKey: 'offerings.items.websites.text' },
  { id: 'marketing', titleKey: 'offerings.items.marketing.title', textKey: 'offerings.items.marketing.text' },
  { id: 'automation', titleKey: 'offerings.items.automation.title', textKey: 'offerings.items.automation.text' },
] as const

export type Offering = (typeof offerings)[number]
export type OfferingId = Offering['id']
