import { join } from 'node:path'
import { defaultLanguage } from '../../src/i18n/languages.ts'
import { collections, dataFolder, photoFolder, wordIdsOf } from '../../src/content/collections.ts'
import { git } from './git-tree.ts'
import { glossaryFile, withKeptNames } from './glossary.ts'
import { readIfThere } from './locale-files.ts'
import { flattenLocale, withTexts } from './locale-json.ts'

/** The files of the content a send carries: the data files and the studio's photos. */
export const isContentFile = (path: string) =>
  (path.startsWith(`${dataFolder}/`) && path.endsWith('.json')) || (path.startsWith(`${photoFolder}/`) && /\.(jpe?g|png|webp)$/i.test(path))

export interface EnglishWords {
  /** Per locale file of English (`locales/en/projects.json`): its text as sent, the base's with the content's words. */
  files: Map<string, string>
  /** `namespace:key` of each English word the base does not have: a new entry's, which the team has translated. */
  added: Set<string>
  /** Each English word sent, for the commit's message. */
  keys: string[]
}

/**
 * The English words of the content's entries that changed since `base` (a project's title, a plan's feature): they
 * travel with the content, on the base's English, and no other English does (a developer's work in progress).
 * An entry is the content's if the base or the working tree's data has it.
 */
export async function englishContentWords(root: string, base: string): Promise<EnglishWords> {
  const ids = new Set<string>()
  for (const { file } of collections) {
    const path = `${dataFolder}/${file}`
    const parse = (text: string | undefined) => {
      try {
        return text === undefined ? undefined : (JSON.parse(text) as unknown)
      } catch {
        return undefined
      }
    }
    for (const data of [parse(readIfThere(join(root, path))), parse(await shown(root, base, path))])
      for (const id of wordIdsOf(file, data)) ids.add(id)
  }
  const result: EnglishWords = { files: new Map(), added: new Set(), keys: [] }
  for (const namespace of new Set([...ids].map((id) => id.slice(0, id.indexOf(':'))))) {
    const path = `locales/${defaultLanguage}/${namespace}.json`
    const baseText = await shown(root, base, path)
    const current = readIfThere(join(root, path))
    if (baseText === undefined || current === undefined) continue
    const baseData = JSON.parse(baseText) as Record<string, unknown>
    const before = new Map(flattenLocale(baseData))
    const now = flattenLocale(JSON.parse(current) as Record<string, unknown>)
    const texts = new Map(now.filter(([key, text]) => ids.has(`${namespace}:${key}`) && before.get(key) !== text))
    if (!texts.size) continue
    for (const key of texts.keys()) {
      if (!before.has(key)) result.added.add(`${namespace}:${key}`)
      result.keys.push(`${namespace}:${key} (English)`)
    }
    result.files.set(
      path,
      withTexts(
        baseData,
        texts,
        now.map(([key]) => key),
      ),
    )
  }
  return result
}

const shown = (root: string, base: string, path: string) => git(root, ['show', `${base}:./${path}`]).catch(() => undefined)

/** The glossary as in `base` plus the names kept as in English since: no other change of it travels with a send. */
export async function keptNames(root: string, base: string): Promise<{ text: string; names: string[] } | undefined> {
  const parse = (text: string | undefined) => {
    try {
      return text === undefined ? undefined : (JSON.parse(text) as { keepAsIs?: unknown } & Record<string, unknown>)
    } catch {
      return undefined
    }
  }
  const now = parse(readIfThere(join(root, glossaryFile)))
  const before = parse(await shown(root, base, glossaryFile))
  if (!now || !before || !Array.isArray(now.keepAsIs)) return undefined
  const kept = Array.isArray(before.keepAsIs) ? (before.keepAsIs as unknown[]) : []
  const names = now.keepAsIs.filter((name): name is string => typeof name === 'string' && !kept.includes(name))
  if (!names.length) return undefined
  return { text: withKeptNames(before, kept, names), names }
}
