import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageIds, pages } from '../../src/content/pages.ts'
import { defaultLanguage, languages, type LanguageCode } from '../../src/i18n/languages.ts'
import { jsonErrorLocation, jsonErrorReason, scanKeys } from './json-source.ts'
import { error, type Problem } from './problems.ts'

export interface LocaleFile {
  language: string
  namespace: string
  /** Relative to the project root: locales/fr/home.json. */
  file: string
  strings: Map<string, string>
  lines: Map<string, number>
}

export interface LocaleSet {
  folders: string[]
  files: LocaleFile[]
  /** Files that exist but could not be read; the other checks skip them instead of repeating the cause. */
  unreadable: Set<string>
  problems: Problem[]
}

export const translatedLanguages = (): LanguageCode[] => languages.map(({ code }) => code).filter((code) => code !== defaultLanguage)
export const isTranslatedLanguage = (code: string): code is LanguageCode => (translatedLanguages() as string[]).includes(code)

export function readIfThere(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw cause
  }
}

export function findLocaleFile(files: readonly LocaleFile[], language: string, namespace: string): LocaleFile | undefined {
  return files.find((file) => file.language === language && file.namespace === namespace)
}

function pageNameIn(files: readonly LocaleFile[], namespace: string, language: string = defaultLanguage): string {
  const key = namespace === 'errors' ? 'meta.title' : 'meta.breadcrumb'
  const inLanguage = (code: string) => findLocaleFile(files, code, namespace)?.strings.get(key)
  return inLanguage(language) ?? inLanguage(defaultLanguage) ?? namespace
}

/** Each page's name by its id, the not-found page's as `notFound`, in each language of the site. */
export function pageNamesByLanguage(files: readonly LocaleFile[]): Record<string, Record<string, string>> {
  return Object.fromEntries(
    [defaultLanguage, ...translatedLanguages()].map((code) => [
      code,
      {
        ...Object.fromEntries(pageIds.map((id) => [id, pageNameIn(files, pages[id].namespace, code)])),
        notFound: pageNameIn(files, 'errors', code),
      },
    ]),
  )
}

export function readLocaleSet(root: string): LocaleSet {
  const localesDir = join(root, 'locales')
  // Entries as listed, not followed: a symbolic link in a received tree is not read.
  const entries = (folder: string) => readdirSync(folder, { withFileTypes: true })
  const folders = entries(localesDir)
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name)
    .sort()
  const set: LocaleSet = { folders, files: [], unreadable: new Set(), problems: [] }
  for (const language of folders) {
    for (const name of entries(join(localesDir, language))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => entry.name)
      .sort()) {
      const file = `locales/${language}/${name}`
      const parsed = parseLocaleFile(file, readFileSync(join(root, file), 'utf8'))
      set.problems.push(...parsed.problems)
      if (parsed.strings)
        set.files.push({ language, namespace: name.slice(0, -'.json'.length), file, strings: parsed.strings, lines: parsed.lines })
      else set.unreadable.add(file)
    }
  }
  return set
}

function parseLocaleFile(file: string, text: string): { strings?: Map<string, string>; lines: Map<string, number>; problems: Problem[] } {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (cause) {
    const message = (cause as Error).message
    const reason = `is not valid JSON (${jsonErrorReason(message)}). Look for a missing comma or quote, or a comma after the last entry, on this line or the one before`
    return { lines: new Map(), problems: [error({ file, ...jsonErrorLocation(text, message), reason })] }
  }
  if (!isGroup(data)) return { lines: new Map(), problems: [error({ file, line: 1, reason: 'must be one group of keys in { }' })] }
  const { lines, duplicates } = scanKeys(text)
  const problems = duplicates.map(({ key, line }) =>
    error({ file, line, key, reason: 'is written twice in the same group; only the last one would be used, so delete the other' }),
  )
  const strings = new Map<string, string>()
  const visit = (group: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(group)) {
      const key = `${prefix}${name}`
      if (typeof value === 'string') strings.set(key, value)
      else if (isGroup(value)) visit(value, `${key}.`)
      else
        problems.push(
          error({
            file,
            line: lines.get(key),
            key,
            reason: `must be text in double quotes or a group of keys in { }, not ${describe(value)}`,
          }),
        )
    }
  }
  visit(data, '')
  return { strings, lines, problems }
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list in [ ]'
  return `a ${typeof value}`
}
