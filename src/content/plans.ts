import data from './data/plans.json' with { type: 'json' }
import type { PlansFile } from './schemas.ts'
import { planWords } from './words.ts'

export const plans = (data as PlansFile).plans.map(({ id, priceUsd, popular, features }) => ({
  id,
  priceUsd,
  popular,
  ...planWords.keys(id),
  featureKeys: features.map((feature) => planWords.featureKey(id, feature)),
}))

export type Plan = (typeof plans)[number]
