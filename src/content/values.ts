/** The studio's four values on the About page, as full keys of the `about` namespace. */
export const values = [
  { id: 'quality', titleKey: 'values.items.quality.title', textKey: 'values.items.quality.text' },
  { id: 'honesty', titleKey: 'values.items.honesty.title', textKey: 'values.items.honesty.text' },
  { id: 'partnership', titleKey: 'values.items.partnership.title', textKey: 'values.items.partnership.text' },
  { id: 'local', titleKey: 'values.items.local.title', textKey: 'values.items.local.text' },
] as const

export type Value = (typeof values)[number]
export type ValueId = Value['id']
