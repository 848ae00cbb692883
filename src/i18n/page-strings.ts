import type { LocaleResources, Namespace } from './namespaces.ts'

/** Key prefixes per namespace; only these ship, and the server renders with only these, so a missing one shows as a key. */
export type PageStrings = Partial<Record<Namespace, readonly string[]>>

export function pickPageStrings(resources: LocaleResources, strings: PageStrings): LocaleResources {
  const picked: LocaleResources = {}
  for (const [namespace, prefixes] of Object.entries(strings) as [Namespace, readonly string[]][]) {
    const source = resources[namespace]
    if (!source) throw new Error(`The page ships the namespace ${namespace}, which it does not have`)
    const target = (picked[namespace] ??= {})
    for (const prefix of prefixes) {
      if (!(prefix in source)) throw new Error(`The page ships ${namespace}:${prefix}, which locales/ does not have`)
      target[prefix] = source[prefix]
    }
  }
  return picked
}

export function mergePageStrings(all: Iterable<PageStrings>): PageStrings {
  const merged: Partial<Record<Namespace, Set<string>>> = {}
  for (const strings of all) {
    for (const [namespace, prefixes] of Object.entries(strings) as [Namespace, readonly string[]][]) {
      const set = (merged[namespace] ??= new Set())
      for (const prefix of prefixes) set.add(prefix)
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([namespace, set]) => [namespace, [...set]]))
}

export const pageStringsElementId = 'page-strings'

export interface PageStringsData {
  language: string
  resources: LocaleResources
}
