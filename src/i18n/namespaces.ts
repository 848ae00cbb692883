import type resources from './resources.ts'

/** The typecheck fails when this list and the English files differ. */
export const namespaces = [
  'common',
  'home',
  'about',
  'portfolio',
  'contact',
  'quote',
  'privacy',
  'projects',
  'errors',
] as const satisfies readonly Namespace[]

export type Namespace = keyof typeof resources

type Unlisted = Exclude<Namespace, (typeof namespaces)[number]>
true satisfies [Unlisted] extends [never] ? true : `locales/en/${Unlisted}.json is missing from namespaces`

export type LocaleResources = Partial<Record<Namespace, Record<string, unknown>>>
