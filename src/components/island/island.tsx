import { createContext, createElement, lazy, useContext, type ComponentType } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { withOnlyResources } from '../../i18n/create-i18n.ts'
import type { LanguageCode } from '../../i18n/languages.ts'
import type { LocaleResources } from '../../i18n/namespaces.ts'
import { PageStringsCollector } from '../../i18n/page-strings-collector.ts'
import { pickPageStrings, type PageStrings } from '../../i18n/page-strings.ts'

export interface IslandDefinition<Props extends object> {
  /** The island's component, in a chunk of its own; fetched when the island wakes. */
  load: () => Promise<ComponentType<Props>>
  strings: (props: Props) => PageStrings
}

/** Filled by src/islands/registry.ts (declaration merging), so props are checked without importing it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IslandPropsById {}
export type IslandId = keyof IslandPropsById

type AnyComponent = ComponentType<Record<string, unknown>>
type AnyDefinition = IslandDefinition<Record<string, unknown>>

export const IslandDefinitions = createContext<Partial<Record<IslandId, object>> | undefined>(undefined)

const islandComponents = new WeakMap<AnyDefinition, AnyComponent>()
function componentOf(definition: AnyDefinition): AnyComponent {
  let component = islandComponents.get(definition)
  if (!component) {
    component = lazy(() => definition.load().then((Component) => ({ default: Component })))
    islandComponents.set(definition, component)
  }
  return component
}

/** On the server, with only the strings it declares; in the browser it stays HTML until the visitor shows intent. */
export function Island<Id extends IslandId>({ id, props }: { id: Id; props: IslandPropsById[Id] }) {
  const { i18n } = useTranslation()
  const collector = useContext(PageStringsCollector)
  const definition = useContext(IslandDefinitions)?.[id] as AnyDefinition | undefined
  if (!definition) throw new Error(`No island “${id}”: render pages inside <IslandDefinitions value={islands}> (src/islands/registry.ts)`)
  const strings = definition.strings(props as Record<string, unknown>)
  collector?.push(strings)
  const language = i18n.language as LanguageCode
  const resources = i18n.store.data[language] as LocaleResources
  const islandI18n = withOnlyResources(i18n, language, pickPageStrings(resources, strings))
  return (
    <div data-island={id} data-island-props={JSON.stringify(props)}>
      <I18nextProvider i18n={islandI18n}>{createElement(componentOf(definition), props as Record<string, unknown>)}</I18nextProvider>
    </div>
  )
}
