import type { PageNamespace } from '../content/pages'

/** Every locale namespace: one JSON file per namespace per language in locales/<language>/. */
export const namespaces = ['common', 'home', 'about', 'portfolio', 'contact', 'quote', 'errors'] as const satisfies readonly (
  | PageNamespace
  | 'common'
  | 'errors'
)[]

export type Namespace = (typeof namespaces)[number]

export type LocaleResources = Partial<Record<Namespace, Record<string, unknown>>>
