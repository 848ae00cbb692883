import type { ComponentType } from 'react'
import { prepareForm } from '../components/forms/prepare-form.ts'
import type { Namespace } from '../i18n/namespaces.ts'
import { prepareFilter } from '../routes/portfolio/prepare-filter.ts'

/**
 * The strings an island renders, as key prefixes per namespace: `{ common: ['forms'] }` is every key
 * under `forms.` of common.json. Only these ship to the browser, and the island renders with only
 * these on the server too, so a string it forgot to declare shows up as a raw key in the built page.
 */
export type IslandStrings = Partial<Record<Namespace, readonly string[]>>

interface IslandDefinition<Props extends object> {
  /** The island's component, in a chunk of its own; fetched when the island wakes. */
  load: () => Promise<ComponentType<Props>>
  strings: (props: Props) => IslandStrings
  /**
   * Plain DOM code that runs with the page's small script, long before the island's own: what the
   * visitor must never wait for (a draft back in the form, the filter of a shared link). It must not
   * import React. `wake` starts the island's code at once.
   */
  prepare?: (element: HTMLElement, wake: () => Promise<void>) => void
}

const island = <Props extends object>(definition: IslandDefinition<Props>) => definition

/**
 * Every island: the parts of a page that need React in the browser. The rest of the page is HTML
 * only. An island renders in place on the server like any component, and wakes (hydrates) on its
 * own on the visitor's first sign of intent: pointer, touch, focus or input.
 */
export const islands = {
  'site-form': island({
    load: () => import('../components/forms/site-form.tsx').then((module) => module.SiteForm),
    strings: ({ form }) => ({ common: ['forms'], [form]: ['form'] }),
    prepare: prepareForm,
  }),
  'portfolio-projects': island({
    load: () => import('../routes/portfolio/projects-grid.tsx').then((module) => module.ProjectsGrid),
    strings: () => ({ portfolio: ['filter'], projects: ['categories', 'card', 'items'] }),
    prepare: prepareFilter,
  }),
}

export type IslandId = keyof typeof islands
export type IslandProps<Id extends IslandId> = Parameters<(typeof islands)[Id]['strings']>[0]
