import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { defaultLanguage, languages } from '../../src/i18n/languages.ts'
import { jsonErrorLocation, jsonErrorReason } from '../i18n/json-source.ts'
import { findLocaleFile, readIfThere, readLocaleSet } from '../i18n/locale-files.ts'
import type { KeyUsage } from '../i18n/code-keys.ts'
import { error, warning, type Problem } from '../i18n/problems.ts'
import { collections, dataFolder, photoFolder, type Collection } from './collections.ts'
import { describePath } from './field-path.ts'

type Entry = { id: string } & Record<string, unknown>
type DataFile = Record<string, unknown>

/** What the check reads instead of the files: a data file's draft (by name), and texts not written yet. */
export interface Candidate {
  data?: ReadonlyMap<string, unknown>
  texts?: readonly { language: string; namespace: string; key: string; text: string }[]
}

/** Each problem names the file, the entry (list, index and id), the field and the reason. */
export function checkContent(
  root: string,
  languageCodes: readonly string[] = languages.map(({ code }) => code),
  candidate: Candidate = {},
): Problem[] {
  const problems: Problem[] = []
  const valid = new Map<string, DataFile>()
  for (const collection of collections) {
    const file = `${dataFolder}/${collection.file}`
    const data = candidate.data?.has(collection.file) ? candidate.data.get(collection.file) : readData(root, file, problems)
    if (data === undefined) continue
    const result = collection.schema.safeParse(data, { reportInput: true })
    if (result.success) valid.set(collection.file, result.data as DataFile)
    else problems.push(...result.error.issues.flatMap((issue) => schemaProblems(file, data, issue)))
  }
  const known = new Set(collections.map(({ file }) => file))
  for (const name of readdirSync(join(root, dataFolder)).filter((name) => !known.has(name))) {
    problems.push(
      warning({
        file: `${dataFolder}/${name}`,
        reason: 'is not a file the site reads: the collections are listed in scripts/content/collections.ts',
      }),
    )
  }
  problems.push(
    ...crossReferences(valid),
    ...ownPhotoFiles(root, valid),
    ...missingWords(root, valid, languageCodes, candidate.texts ?? []),
    ...answersNotShown(valid),
    ...tooManyFeatured(valid),
  )
  return problems
}

const missingTranslation = 'missing translation: '
/** A word another language lacks: an error of the check, which the workspace shows as missing rather than refusing. */
export const isMissingTranslation = ({ reason }: Problem) => reason.startsWith(missingTranslation)

function wordedEntries(
  valid: ReadonlyMap<string, DataFile>,
): { collection: Collection; list: string; index: number; entry: Entry; namespace: string; keys: string[] }[] {
  return collections.flatMap((collection) => {
    const data = valid.get(collection.file)
    if (!data) return []
    return collection.lists.flatMap(({ list, namespace, words }) =>
      (data[list] as Entry[]).map((entry, index) => ({
        collection,
        list,
        index,
        entry,
        namespace,
        keys: words(entry).map(({ key }) => key),
      })),
    )
  })
}

/** As the locale check counts keys used by code. */
export function dataKeyUsages(root: string): KeyUsage[] {
  return wordedEntries(readValidData(root)).flatMap(({ collection, namespace, keys }) =>
    keys.map((key) => ({ file: `${dataFolder}/${collection.file}`, line: 1, key, namespace })),
  )
}

function readValidData(root: string): Map<string, DataFile> {
  const valid = new Map<string, DataFile>()
  for (const collection of collections) {
    const data = readData(root, `${dataFolder}/${collection.file}`, [])
    const result = data === undefined ? undefined : collection.schema.safeParse(data)
    if (result?.success) valid.set(collection.file, result.data as DataFile)
  }
  return valid
}

function readData(root: string, file: string, problems: Problem[]): unknown {
  const text = readIfThere(join(root, file))
  if (text === undefined) {
    problems.push(error({ file, reason: 'is missing: the site reads it; restore it from git' }))
    return undefined
  }
  try {
    return JSON.parse(text) as unknown
  } catch (cause) {
    const message = (cause as Error).message
    const reason = `is not valid JSON (${jsonErrorReason(message)}). Look for a missing comma or quote, or a comma after the last entry, on this line or the one before`
    problems.push(error({ file, ...jsonErrorLocation(text, message), reason }))
    return undefined
  }
}

function schemaProblems(file: string, data: unknown, issue: z.core.$ZodIssue): Problem[] {
  // A fact of several forms (a photo: a file of our own, or on the image host) is judged by the form it comes closest to.
  if (issue.code === 'invalid_union' && issue.errors.length) {
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best))
    return closest.flatMap((inner) => schemaProblems(file, data, { ...inner, path: [...issue.path, ...inner.path] }))
  }
  if (issue.code === 'unrecognized_keys') {
    const [first] = issue.keys
    const names = issue.keys.map((key) => `"${key}"`).join(', ')
    return [
      error({
        file,
        key: describePath(data, [...issue.path, ...(issue.keys.length === 1 ? [first!] : [])]),
        reason: `${names} is not a field here: check its spelling, or remove it`,
      }),
    ]
  }
  return [error({ file, key: describePath(data, issue.path), reason: reasonOf(issue) })]
}

function reasonOf(issue: z.core.$ZodIssue): string {
  const got = 'input' in issue ? `, got ${shown(issue.input)}` : ''
  switch (issue.code) {
    case 'invalid_type':
      if (!('input' in issue) || issue.input === undefined) return 'is missing'
      return `expected ${typeNames[issue.expected] ?? issue.expected}${got}`
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => shown(value)).join(', ')}${got}`
    case 'too_small':
      if (issue.origin === 'array') return `must list at least ${issue.minimum}`
      if (issue.origin === 'string') return 'must not be empty'
      return `must be at least ${issue.minimum}${got}`
    case 'too_big':
      return `must be at most ${issue.maximum}${got}`
    case 'invalid_format':
      return `${issue.message}${got}`
    default:
      return issue.message
  }
}

const typeNames: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text in double quotes',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'a group of fields in { }',
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

function crossReferences(valid: ReadonlyMap<string, DataFile>): Problem[] {
  const projects = valid.get('projects.json')?.projects as Entry[] | undefined
  const categories = valid.get('categories.json')?.categories as Entry[] | undefined
  if (!projects || !categories) return []
  const slugs = categories.map(({ slug }) => slug as string)
  const problems = projects.flatMap(({ id, category }, index) =>
    slugs.includes(category as string)
      ? []
      : [
          error({
            file: `${dataFolder}/projects.json`,
            key: `projects[${index}] "${id}" › category`,
            reason: `"${String(category)}" is not a slug of ${dataFolder}/categories.json (${slugs.join(', ')})`,
          }),
        ],
  )
  categories.forEach(({ id, slug }, index) => {
    if (!projects.some(({ category }) => category === slug))
      problems.push(
        warning({
          file: `${dataFolder}/categories.json`,
          key: `categories[${index}] "${id}"`,
          reason: 'no project is in this category: its filter would show none',
        }),
      )
  })
  return problems
}

/** A file of src/content/photos/ that no entry shows is a warning. */
function ownPhotoFiles(root: string, valid: ReadonlyMap<string, DataFile>): Problem[] {
  const folder = join(root, photoFolder)
  const present = new Set(existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [])
  const shown = new Set<string>()
  const problems = wordedEntries(valid).flatMap(({ collection, list, index, entry }) => {
    const { image } = entry
    if (!isRecord(image) || typeof image.file !== 'string') return []
    shown.add(image.file)
    if (present.has(image.file)) return []
    return [
      error({
        file: `${dataFolder}/${collection.file}`,
        key: `${list}[${index}] "${entry.id}" › image.file`,
        reason: `"${image.file}" is not in ${photoFolder}/: add the photo with npm run photo:add or the workspace`,
      }),
    ]
  })
  for (const name of [...present].filter((name) => !shown.has(name)).sort())
    problems.push(warning({ file: `${photoFolder}/${name}`, reason: 'no entry shows this photo: use it in a data file, or remove it' }))
  return problems
}

function missingWords(
  root: string,
  valid: ReadonlyMap<string, DataFile>,
  languageCodes: readonly string[],
  texts: NonNullable<Candidate['texts']>,
): Problem[] {
  const { files } = readLocaleSet(root)
  const textOf = (language: string, namespace: string, key: string) =>
    texts.find((text) => text.language === language && text.namespace === namespace && text.key === key)?.text ??
    findLocaleFile(files, language, namespace)?.strings.get(key)
  return wordedEntries(valid).flatMap(({ collection, list, index, entry, namespace, keys }) =>
    languageCodes.flatMap((language) => {
      const missing = keys.filter((key) => !textOf(language, namespace, key)?.trim())
      if (!missing.length) return []
      const localeFile = `locales/${language}/${namespace}.json`
      return [
        error({
          file: `${dataFolder}/${collection.file}`,
          key: `${list}[${index}] "${entry.id}"`,
          reason:
            language === defaultLanguage
              ? `has no English words: add ${missing.join(', ')} to ${localeFile}`
              : `${missingTranslation}add ${missing.join(', ')} to ${localeFile}`,
        }),
      ]
    }),
  )
}

/** An answer the pages cannot say yet (docs/content.md): kept in studio.json, shown nowhere until a developer words it. */
function answersNotShown(valid: ReadonlyMap<string, DataFile>): Problem[] {
  const claims = valid.get('studio.json')?.claims as Record<string, unknown> | undefined
  if (!claims?.replyTime) return []
  return [
    warning({
      file: `${dataFolder}/studio.json`,
      key: 'claims.replyTime',
      reason:
        'is kept, but no page follows it yet: the reply-time sentences still say "within 24 hours"; ask a developer to word the other answer',
    }),
  ]
}

/** The home page shows the featured projects three side by side: a fourth would stand alone on a second row. */
const featuredPlaces = 3

function tooManyFeatured(valid: ReadonlyMap<string, DataFile>): Problem[] {
  const projects = (valid.get('projects.json')?.projects ?? []) as Entry[]
  const featured = projects.flatMap((project, index) => (project.featured ? [{ project, index }] : []))
  return featured.slice(featuredPlaces).map(({ project, index }) =>
    error({
      file: `${dataFolder}/projects.json`,
      key: `projects[${index}] "${project.id}" › featured`,
      reason: `${featured.length} projects are featured, and the home page has room for ${featuredPlaces}: untick “featured” on ${featured.length - featuredPlaces} of them`,
    }),
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
