import { defaultLanguage } from '../../src/i18n/languages.ts'
import { checkedNamespaces as namespaces } from '../../src/i18n/namespaces.ts'
import { readGlossary } from './glossary.ts'
import { findLocaleFile, isTranslatedLanguage, readLocaleSet, translatedLanguages } from './locale-files.ts'
import { pluralSuffix } from './locale-rules.ts'
import { readTranslatedFrom, recordKey, reviewNamespace, writeTranslatedFrom, type Review } from './translated-from.ts'

export interface ConfirmResult {
  confirmed: string[]
  refused: string[]
}

/** `--all`: every translation of the language needing review. */
export function confirmTranslations(root: string, language: string, keys: readonly string[]): ConfirmResult {
  const result: ConfirmResult = { confirmed: [], refused: [] }
  if (!isTranslatedLanguage(language)) {
    result.refused.push(`“${language}” is not a translated language (${translatedLanguages().join(', ')})`)
    return result
  }
  const { files } = readLocaleSet(root)
  const glossary = readGlossary(root)
  const record = readTranslatedFrom(root)
  const reviews = namespaces.flatMap((namespace) => {
    const english = findLocaleFile(files, defaultLanguage, namespace)
    return english ? reviewNamespace(english, findLocaleFile(files, language, namespace), record, glossary, language) : []
  })
  const all = keys.includes('--all')
  for (const wanted of all ? [] : keys) {
    const matches = reviews.filter((review) => namesOf(review).includes(wanted))
    if (!matches.length) result.refused.push(`${wanted}: no such key; write it as namespace:key, e.g. home:hero.title`)
    else if (matches.some(({ state }) => state === 'new'))
      result.refused.push(`${wanted}: has no ${language} translation yet, so there is nothing to confirm`)
  }
  const chosen = reviews.filter(
    (review) => review.state !== 'new' && (all ? review.state === 'stale' : namesOf(review).some((name) => keys.includes(name))),
  )
  for (const { namespace, key, english } of chosen) {
    record[language] = { ...record[language], [recordKey(namespace, key)]: english }
    result.confirmed.push(recordKey(namespace, key))
  }
  if (result.confirmed.length) writeTranslatedFrom(root, files, record)
  return result
}

const namesOf = ({ namespace, key }: Review) => [recordKey(namespace, key), recordKey(namespace, key.replace(pluralSuffix, ''))]
