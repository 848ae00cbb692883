import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { readGlossary } from '../../scripts/i18n/glossary.ts'
import type { Faq } from '../../src/content/faqs.ts'
import { claims } from '../../src/content/studio.ts'
import { formatList } from '../../src/i18n/format.ts'

const localesDir = resolve(import.meta.dirname, '../../locales')

export type LocaleTree = { [key: string]: string | LocaleTree }

export function readLocale(language: string, namespace: string): LocaleTree {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as LocaleTree
}

function localeNamespaces(language: string): string[] {
  return readdirSync(join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort()
}

/** Flattens a locale tree into dotted keys: { 'hero.title': 'Professional…' }. */
export function flatten(tree: LocaleTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

/** Every namespace of a language, as the site's i18next takes them. */
export function localeResources(language: string): Record<string, LocaleTree> {
  return Object.fromEntries(localeNamespaces(language).map((namespace) => [namespace, readLocale(language, namespace)]))
}

/** Every string of a language, keyed by namespace:key. */
export function localeStrings(language: string): Record<string, string> {
  return Object.fromEntries(
    localeNamespaces(language).flatMap((namespace) =>
      Object.entries(flatten(readLocale(language, namespace))).map(([key, value]) => [`${namespace}:${key}`, value]),
    ),
  )
}

/** Names that stay as they are in every language (locales/glossary.json): not copy of any one language. */
export const keptNames = readGlossary(resolve(localesDir, '..')).keepAsIs

/** A FAQ answer as the page writes it in a language: its sentences, with the studio's facts in place (src/i18n/faq-answer.ts). */
export function faqAnswerText(language: string, { answerKeys }: Faq): string {
  const strings = localeStrings(language)
  const services = formatList(language, claims.mobileMoneyServices)
  return answerKeys.map((key) => (strings[`home:${key}`] ?? `missing home:${key}`).replace('{{services}}', services)).join(' ')
}
