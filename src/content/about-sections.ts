/** The paragraphs of the studio's story on the About page, in reading order. */
export const storyParagraphs = ['story.paragraphs.start', 'story.paragraphs.growth', 'story.paragraphs.today'] as const

/** The studio's four values on the About page, as full keys of the `about` namespace. */
export const values = [
  { id: 'quality', titleKey: 'values.items.quality.title', textKey: 'values.items.quality.text' },
  { id: 'honesty', titleKey: 'values.items.honesty.title', textKey: 'values.items.honesty.text' },
  { id: 'partnership', titleKey: 'values.items.partnership.title', textKey: 'values.items.partnership.text' },
  { id: 'local', titleKey: 'values.items.local.title', textKey: 'values.items.local.text' },
] as const

/** What the studio offers, as the About page lists it: full keys of the `about` namespace. */
export const offerings = [
  { id: 'apps', titleKey: 'offerings.items.apps.title', textKey: 'offerings.items.apps.text' },
  { id: 'websites', titleKey: 'offerings.items.websites.title', textKey: 'offerings.items.websites.text' },
  { id: 'marketing', titleKey: 'offerings.items.marketing.title', textKey: 'offerings.items.marketing.text' },
  { id: 'automation', titleKey: 'offerings.items.automation.title', textKey: 'offerings.items.automation.text' },
] as const
