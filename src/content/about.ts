import { siteConfig } from '../site.config'

/** Facts of the About page: which paragraphs, values and offerings it shows, and the team. */
export const storyParagraphs = ['story.paragraphs.start', 'story.paragraphs.growth', 'story.paragraphs.today'] as const

export const values = [
  { id: 'quality', titleKey: 'values.items.quality.title', textKey: 'values.items.quality.text' },
  { id: 'honesty', titleKey: 'values.items.honesty.title', textKey: 'values.items.honesty.text' },
  { id: 'partnership', titleKey: 'values.items.partnership.title', textKey: 'values.items.partnership.text' },
  { id: 'local', titleKey: 'values.items.local.title', textKey: 'values.items.local.text' },
] as const

export const offerings = [
  { id: 'apps', titleKey: 'offerings.items.apps.title', textKey: 'offerings.items.apps.text' },
  { id: 'websites', titleKey: 'offerings.items.websites.title', textKey: 'offerings.items.websites.text' },
  { id: 'marketing', titleKey: 'offerings.items.marketing.title', textKey: 'offerings.items.marketing.text' },
  { id: 'automation', titleKey: 'offerings.items.automation.title', textKey: 'offerings.items.automation.text' },
] as const

export const teamMember = {
  image: `${siteConfig.imageHost}/photo-1507003211169-0a1dd7228f2d?auto=format&fit=crop&w=480&h=480&q=70`,
  imageSize: { width: 480, height: 480 },
} as const
