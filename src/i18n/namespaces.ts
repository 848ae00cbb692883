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

/** The workspace's own interface: checked as the site's namespaces are, and never loaded by a page. */
const toolNamespaces = ['workspace'] as const satisfies readonly Namespace[]

/** Every namespace the locale check reads. */
export const checkedNamespaces: readonly Namespace[] = [...namespaces, ...toolNamespaces]

type Unlisted = Exclude<Namespace, (typeof namespaces)[number] | (typeof toolNamespaces)[number]>
true satisfies [Unlisted] extends [never] ? true : `locales/en/${Unlisted}.json is missing from namespaces`

export type LocaleResources = Partial<Record<Namespace, Record<string, unknown>>>
