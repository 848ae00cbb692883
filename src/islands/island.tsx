import { createContext, createElement, lazy, useContext, type ComponentType } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { withOnlyResources } from '../i18n/create-i18n.ts'
import type { LanguageCode } from '../i18n/languages.ts'
import type { LocaleResources } from '../i18n/namespaces.ts'
import { pickIslandStrings } from './island-strings.ts'
import { islands, type IslandId, type IslandProps, type IslandStrings } from './registry.ts'

/** Filled while a page prerenders: the strings of the islands it holds, which the page then ships. */
export const IslandCollector = createContext<IslandStrings[] | undefined>(undefined)

type AnyComponent = ComponentType<Record<string, unknown>>

/** Each island's component for the prerender, loaded from the same chunk the browser loads when it wakes. */
const islandComponents = new Map<string, AnyComponent>(
  Object.entries(islands).map(([id, { load }]) => [
    id,
    lazy(() => (load as () => Promise<AnyComponent>)().then((Component) => ({ default: Component }))),
  ]),
)

/**
 * Renders an island in place, on the server: its component inside a marked element that carries
 * its props, rendered with only the strings it declares. In the browser the element waits, plain
 * HTML, until the visitor shows intent; then src/islands/wake-islands.ts hydrates it.
 */
export function Island<Id extends IslandId>({ id, props }: { id: Id; props: IslandProps<Id> }) {
  const { i18n } = useTranslation()
  const collector = useContext(IslandCollector)
  const strings = islands[id].strings(props as never)
  collector?.push(strings)
  const language = i18n.language as LanguageCode
  const resources = i18n.store.data[language] as LocaleResources
  const islandI18n = withOnlyResources(i18n, language, pickIslandStrings(resources, strings))
  return (
    <div data-island={id} data-island-props={JSON.stringify(props)}>
      <I18nextProvider i18n={islandI18n}>{createElement(islandComponents.get(id)!, props as Record<string, unknown>)}</I18nextProvider>
    </div>
  )
}
