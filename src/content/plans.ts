import data from './data/plans.json' with { type: 'json' }
import type { PlansFile } from './schemas.ts'
import { claims } from './studio.ts'
import { planWords } from './words.ts'

/** Once the studio says its support runs every day but not round the clock (Q4), the plans say so. */
const featureKey = (planId: string, feature: string) =>
  feature === 'support' && claims.supportHours === 'everyDay' ? ('pricing.supportEveryDay' as const) : planWords.featureKey(planId, feature)

export const plans = (data as PlansFile).plans.map(({ id, priceUsd, popular, features }) => ({
  id,
  priceUsd,
  popular,
  ...planWords.keys(id),
  featureKeys: features.map((feature) => featureKey(id, feature)),
}))

export type Plan = (typeof plans)[number]
