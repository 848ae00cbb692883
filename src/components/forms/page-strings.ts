import { islandStringsElementId, type IslandPageData } from '../island/island-strings.ts'

let pageData: IslandPageData | undefined

/** A string the page carries in its JSON, with its {{placeholders}} filled in (numbers in the page's way). */
export function pageString(namespace: string, key: string, values: Record<string, number | string> = {}): string {
  pageData ??= JSON.parse(document.getElementById(islandStringsElementId)?.textContent ?? '{}') as IslandPageData
  const { language, resources } = pageData
  const lookUp = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        resources[namespace as keyof typeof resources],
      )
  const plural = typeof values.count === 'number' ? `_${new Intl.PluralRules(language).select(values.count)}` : ''
  const text = lookUp(`${key}${plural}`) ?? lookUp(`${key}_other`) ?? lookUp(key)
  if (typeof text !== 'string') throw new Error(`The page carries no string ${namespace}:${key}`)
  return text.replace(/\{\{\s*(\w+)\s*(,\s*number)?\s*\}\}/g, (_, name: string, number?: string) => {
    const value = values[name] ?? ''
    return number ? new Intl.NumberFormat(language).format(Number(value)) : String(value)
  })
}
