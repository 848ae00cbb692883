import { join } from 'node:path'
import { pageIds } from '../../src/content/pages.ts'
import { defaultLanguage, languages } from '../../src/i18n/languages.ts'
import { localizePath } from '../../src/i18n/localized-path.ts'
import { collections, dataFolder, wordIdsOf, type Collection } from '../../src/content/collections.ts'
import { jsonSchemaOf } from '../../src/content/field-meta.ts'
import { findLocaleFile, pageNamesByLanguage, readIfThere, readLocaleSet, translatedLanguages } from '../../scripts/i18n/locale-files.ts'
import { fileVersion } from './save-string.ts'

/** One file of src/content/data/ as the workspace edits it. */
export interface ContentFile {
  /** Under src/content/data/: `plans.json`. */
  file: string
  /** Its facts; undefined when the file is not JSON (the content check says where). */
  data: unknown
  /** Sent back with a save, so a change made meanwhile is seen. */
  version: string
  /** Its zod schema as JSON Schema: the workspace draws a fitting control for each field from it. */
  schema: unknown
}

export interface WorkspaceContent {
  files: ContentFile[]
  /** The words of every entry, per language: `namespace:key` → text. */
  words: Record<string, Record<string, string>>
  /** English and the languages translated. */
  languages: { code: string; nativeName: string; dir: 'ltr' | 'rtl' }[]
  /** Per language, where each page is. */
  pagePaths: Record<string, Record<string, string>>
  /** Each page's name in each language of the site, for the interface's. */
  pageNames: Record<string, Record<string, string>>
}

/** The content's data files, their schemas, and the words of their entries in every language. */
export function workspaceContent(root: string, records: readonly Collection[] = collections): WorkspaceContent {
  const files = records.map(({ file, schema }) => {
    const text = readIfThere(join(root, dataFolder, file)) ?? ''
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      data = undefined
    }
    return { file, data, version: fileVersion(text), schema: jsonSchemaOf(schema) }
  })
  const { files: localeFiles } = readLocaleSet(root)
  const codes = [defaultLanguage, ...translatedLanguages()]
  const ids = files.flatMap(({ file, data }) => wordIdsOf(file, data, records))
  const words = Object.fromEntries(
    codes.map((language) => [
      language,
      Object.fromEntries(
        ids.flatMap((id) => {
          const [namespace, key] = id.split(/:(.*)/) as [string, string]
          const text = findLocaleFile(localeFiles, language, namespace)?.strings.get(key)
          return text === undefined ? [] : [[id, text]]
        }),
      ),
    ]),
  )
  return {
    files,
    words,
    languages: languages.filter(({ code }) => codes.includes(code)).map(({ code, nativeName, dir }) => ({ code, nativeName, dir })),
    pagePaths: Object.fromEntries(codes.map((code) => [code, Object.fromEntries(pageIds.map((id) => [id, localizePath(id, code)]))])),
    pageNames: pageNamesByLanguage(localeFiles),
  }
}
