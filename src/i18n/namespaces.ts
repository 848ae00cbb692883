import type { PageNamespace, SharedNamespace } from '../content/pages.ts'

/** Every locale namespace: one JSON file per namespace per language in locales/<language>/. */
export const namespaces = ['common', 'home', 'about', 'portfolio', 'contact', 'quote', 'projects', 'errors'] as const satisfies readonly (
  PageNamespace | SharedNamespace | 'common' | 'errors'
)[]

export type Namespace = (typeof namespaces)[number]

export type LocaleResources = Partial<Record<Namespace, Record<string, unknown>>>
