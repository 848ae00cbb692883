import data from './data/plans.json' with { type: 'json' }
import type { PlansFile } from './schemas.ts'
import { planWords } from './words.ts'

/** Monthly growth plans, in their order (data/plans.json); prices in US dollars, formatted for the page's language. */
export const plans = (data as PlansFile).plans.map(({ id, priceUsd, popular, features }) => ({
  id,
  priceUsd,
  popular,
  ...planWords.keys(id),
  featureKeys: features.map((feature) => planWords.featureKey(id, feature)),
}))

export type Plan = (typeof plans)[number]
