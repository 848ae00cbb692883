import type { ParseKeys } from 'i18next'
import type { Namespace } from './namespaces.ts'
import { pageStringsElementId, type PageStringsData } from './page-strings.ts'

let pageData: PageStringsData | undefined

/** A string the page carries in its JSON, with its {{placeholders}} filled in (numbers in the page's way). */
export function pageString<N extends Namespace>(namespace: N, key: ParseKeys<N>, values: Record<string, number | string> = {}): string {
  pageData ??= JSON.parse(document.getElementById(pageStringsElementId)?.textContent ?? '{}') as PageStringsData
  const { language, resources } = pageData
  const keyName = String(key)
  const lookUp = (path: string) =>
    path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[namespace])
  const plural = typeof values.count === 'number' ? `_${new Intl.PluralRules(language).select(values.count)}` : ''
  const text = lookUp(`${keyName}${plural}`) ?? lookUp(`${keyName}_other`) ?? lookUp(keyName)
  if (typeof text !== 'string') throw new Error(`The page carries no string ${namespace}:${keyName}`)
  return text.replace(/\{\{\s*(\w+)\s*(,\s*number)?\s*\}\}/g, (_, name: string, number?: string) => {
    const value = values[name] ?? ''
    return number ? new Intl.NumberFormat(language).format(Number(value)) : String(value)
  })
}
