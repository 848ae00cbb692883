import { join } from 'node:path'
import { findNodeAtLocation, getNodeValue, parseTree } from 'jsonc-parser'
import { format, resolveConfig } from 'prettier'
import { afterAll, describe, expect, it } from 'vitest'
import { collections } from '../../src/content/collections.ts'
import { readLocaleSet } from '../../scripts/i18n/locale-files.ts'
import { flattenLocale } from '../../scripts/i18n/locale-json.ts'
import { freeName, movesAreFree, nameRefusal, type NameOwners } from '../../workspace/ui/content/entry-names.ts'
import { saveContent } from '../../workspace/server/save-content.ts'
import { fileVersion } from '../../workspace/server/save-string.ts'
import { ProjectCopy } from '../support/project-copy.ts'

type Entry = { id: string } & Record<string, unknown>

/** A locale file's text without some keys, written as the workspace writes locale files. */
function without(text: string, keys: ReadonlySet<string>): string {
  const data: Record<string, unknown> = {}
  for (const [key, value] of flattenLocale(JSON.parse(text) as Record<string, unknown>)) {
    if (keys.has(key)) continue
    const path = key.split('.')
    let group = data
    for (const name of path.slice(0, -1)) group = (group[name] ??= {}) as Record<string, unknown>
    group[path.at(-1)!] = value
  }
  return `${JSON.stringify(data, null, 2)}\n`
}

/** A data file with one entry written with each group of fields on lines of its own: a layout Prettier keeps, and would not choose. */
async function spreadOut(copy: ProjectCopy, file: string, list: string, index: number): Promise<void> {
  const path = `src/content/data/${file}`
  const text = copy.read(path)
  const entry = findNodeAtLocation(parseTree(text)!, [list, index])!
  const spread = `${text.slice(0, entry.offset)}${JSON.stringify(getNodeValue(entry), null, 2)}${text.slice(entry.offset + entry.length)}`
  copy.write(path, await format(spread, { ...(await resolveConfig(join(copy.root, path))), filepath: path }))
}

/** The text of a data file without the entry at `index` of `list` (not the first), and the comma before it. */
function withoutEntry(text: string, list: string, index: number): string {
  const tree = parseTree(text)!
  const [before, entry] = [findNodeAtLocation(tree, [list, index - 1])!, findNodeAtLocation(tree, [list, index])!]
  return text.slice(0, before.offset + before.length) + text.slice(entry.offset + entry.length)
}

const localeFiles = (copy: ProjectCopy) =>
  new Map(
    readLocaleSet(copy.root).files.map(({ language, namespace }) => [
      `locales/${language}/${namespace}.json`,
      copy.read(`locales/${language}/${namespace}.json`),
    ]),
  )

/**
 * The content view's copy of an entry, renamed key by key into another entry's name and past it, then saved: as
 * workspace/ui/content does it (entry-names.ts decides every name), on a copy of the project. The save writes the
 * copy and nothing else: the other entries keep their bytes, the one written in a layout of its own too.
 */
describe('a copied entry renamed over another’s name never writes over that entry’s words (workspace/ui/content/entry-names.ts)', () => {
  const copy = new ProjectCopy()
  afterAll(() => copy.remove())

  const lists = collections.flatMap(({ file, lists }) => lists.map((list) => ({ file, ...list })))
  it.each(lists)('$file › $list', async ({ file, list, namespace, words }) => {
    await spreadOut(copy, file, list, (JSON.parse(copy.read(`src/content/data/${file}`)) as Record<string, Entry[]>)[list]!.length - 1)
    const text = copy.read(`src/content/data/${file}`)
    const data = JSON.parse(text) as Record<string, Entry[]>
    const entries = data[list]!
    const [source, other] = [entries[0]!, entries.at(-1)!]
    const saved = readLocaleSet(copy.root).files
    const savedText = (id: string) =>
      saved.some(({ namespace: name, strings }) => `${name}:` === id.slice(0, name.length + 1) && strings.has(id.slice(name.length + 1)))
    const keysOf = (id: string) => words({ ...source, id }).map(({ key }) => `${namespace}:${key}`)
    // The copy's English words, drafts as the content view keeps them.
    const drafts = new Map<string, string>()
    const owners: NameOwners = { names: entries.map(({ id }) => id), owned: (id) => drafts.has(id) || savedText(id) }
    let name = freeName(`${source.id}Copy`, keysOf, owners)
    expect(owners.names).not.toContain(name)
    const english = new Map(saved.find((found) => found.language === 'en' && found.namespace === namespace)!.strings)
    keysOf(source.id).forEach((key, at) => drafts.set(keysOf(name)[at]!, english.get(key.slice(namespace.length + 1))!))
    const filesBefore = localeFiles(copy)

    // The field emptied, then the other entry's name typed one key at a time, then more: every name is asked first.
    let refusedAtOther = false
    for (const typed of ['', ...[...`${other.id}Two`].map((_, at) => `${other.id}Two`.slice(0, at + 1))]) {
      const refusal = nameRefusal(typed, keysOf(typed), owners, 'entry')
      const moves = keysOf(name).map((key, at) => [key, keysOf(typed)[at]!] as const)
      if (typed === other.id) {
        refusedAtOther = refusal !== undefined && !movesAreFree(moves, owners.owned)
      }
      if (refusal || typed === name) continue
      expect(movesAreFree(moves, owners.owned)).toBe(true)
      for (const [from, to] of moves) {
        drafts.set(to, drafts.get(from)!)
        drafts.delete(from)
      }
      name = typed
    }
    expect(refusedAtOther).toBe(true)
    expect(name).toBe(`${other.id}Two`)

    const copied: Entry = { ...structuredClone(source), id: name }
    // A category's address is its own too: the owner gives the copy one.
    if (typeof copied.slug === 'string') copied.slug = `${copied.slug}-two`
    // As the content view's copy starts: the home page's featured places are taken.
    if (copied.featured === true) copied.featured = false
    const result = await saveContent(copy.root, {
      file,
      data: { ...data, [list]: [...entries.slice(0, 1), copied, ...entries.slice(1)] },
      version: fileVersion(text),
      words: [...drafts].map(([id, words]) => {
        const [space, key] = id.split(/:(.*)/) as [string, string]
        return { language: 'en', namespace: space, key, text: words, base: undefined }
      }),
    })
    expect(result).toMatchObject({ status: 'saved' })
    const mine = new Set(keysOf(name).map((id) => id.slice(namespace.length + 1)))
    for (const [path, before] of filesBefore)
      expect(path.endsWith(`/${namespace}.json`) ? without(copy.read(path), mine) : copy.read(path), path).toBe(before)
    const written = new Map(flattenLocale(JSON.parse(copy.read(`locales/en/${namespace}.json`)) as Record<string, unknown>))
    for (const key of mine) expect(written.get(key), key).toBe(drafts.get(`${namespace}:${key}`))
    const afterText = copy.read(`src/content/data/${file}`)
    expect((JSON.parse(afterText) as Record<string, Entry[]>)[list]![1]).toEqual(copied)
    expect(withoutEntry(afterText, list, 1)).toBe(text)
  })
})
