import type { i18n as I18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import { defaultLanguage } from './languages.ts'
import type { Namespace } from './namespaces.ts'

declare const __LOCALE_KEYS__: boolean | undefined

/** The full keys an entry of a content module names: a key itself, or the entry's `…Key` and `…Keys` properties. */
function keysOf(entry: object | string): string[] {
  if (typeof entry === 'string') return [entry]
  return Object.entries(entry).flatMap(([name, value]) => {
    if (name.endsWith('Key') && typeof value === 'string') return [value]
    if (name.endsWith('Keys') && Array.isArray(value)) return value.filter((key): key is string => typeof key === 'string')
    return []
  })
}

/**
 * Whether the page's language has every word of an entry. An entry still waiting for its translation is published
 * in English only: the other languages' pages leave it out rather than show English (docs/content.md). English
 * lacking a word is the content check's error; key mode (the workspace's preview) shows every entry, its drafts too.
 */
export function hasWords(i18n: I18n, namespace: Namespace, language = i18n.language): (entry: object | string) => boolean {
  const keyMode = typeof __LOCALE_KEYS__ !== 'undefined' && __LOCALE_KEYS__ === true
  if (keyMode || language === defaultLanguage) return () => true
  return (entry) => keysOf(entry).every((key) => i18n.exists(key, { ns: namespace, lng: language }))
}

export function useHasWords(namespace: Namespace): (entry: object | string) => boolean {
  const { i18n } = useTranslation(namespace)
  return hasWords(i18n, namespace)
}
