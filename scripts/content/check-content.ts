import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { defaultLanguage, languages } from '../../src/i18n/languages.ts'
import { jsonErrorLocation, jsonErrorReason } from '../i18n/json-source.ts'
import { findLocaleFile, readIfThere, readLocaleSet } from '../i18n/locale-files.ts'
import type { KeyUsage } from '../i18n/code-keys.ts'
import type { Problem, Refusal } from '../i18n/problems.ts'
import { collections, dataFolder, photoFolder, type Collection } from '../../src/content/collections.ts'
import type { Entry } from '../../src/content/entry-words.ts'
import { fieldsWithMeta, jsonSchemaOf, type FieldPath } from '../../src/content/field-meta.ts'
import { describePath } from '../../src/content/field-path.ts'
import { said } from '../../src/content/schemas.ts'

type DataFile = Record<string, unknown>

/** A finding of the content check: `path` is where in the file, as keys and indexes; `key` is the same place as printed. */
export type ContentProblem = Problem & { path?: FieldPath }

const error = (problem: Omit<ContentProblem, 'level'>): ContentProblem => ({ level: 'error', ...problem })
const warning = (problem: Omit<ContentProblem, 'level'>): ContentProblem => ({ level: 'warning', ...problem })
/** A place in a data file, as a path and as the check prints it: `plans[1] "superGrowth" › priceUsd`. */
const at = (data: unknown, path: readonly PropertyKey[]) => ({
  path: path.map((part) => (typeof part === 'number' ? part : String(part))),
  key: describePath(data, path),
})

/** What the check reads instead of the files: a data file's draft (by name), and texts not written yet. */
export interface Candidate {
  data?: ReadonlyMap<string, unknown>
  texts?: readonly { language: string; namespace: string; key: string; text: string }[]
}

/** Each problem names the file, the entry (list, index and id), the field and the reason; `records` are the collections. */
export function checkContent(
  root: string,
  languageCodes: readonly string[] = languages.map(({ code }) => code),
  candidate: Candidate = {},
  records: readonly Collection[] = collections,
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const valid = new Map<string, DataFile>()
  for (const collection of records) {
    const file = `${dataFolder}/${collection.file}`
    const data = candidate.data?.has(collection.file) ? candidate.data.get(collection.file) : readData(root, file, problems)
    if (data === undefined) continue
    const result = collection.schema.safeParse(data, { reportInput: true })
    if (result.success) valid.set(collection.file, result.data as DataFile)
    else problems.push(...result.error.issues.flatMap((issue) => schemaProblems(file, data, issue)))
  }
  const known = new Set(records.map(({ file }) => file))
  for (const name of readdirSync(join(root, dataFolder)).filter((name) => !known.has(name))) {
    problems.push(
      warning({
        file: `${dataFolder}/${name}`,
        reason: 'is not a file the site reads: the collections are listed in src/content/collections.ts',
      }),
    )
  }
  problems.push(
    ...crossReferences(records, valid),
    ...ownPhotoFiles(root, records, valid),
    ...missingWords(root, records, valid, languageCodes, candidate.texts ?? []),
    ...answersNotShown(valid),
    ...tooManyFeatured(valid),
  )
  return problems
}

const missingTranslation = 'missing translation: '
/** A word another language lacks: a notice, as the entry is published in English only until it is translated. */
export const isMissingTranslation = ({ reason }: Problem) => reason.startsWith(missingTranslation)

function wordedEntries(
  records: readonly Collection[],
  valid: ReadonlyMap<string, DataFile>,
): { collection: Collection; list: string; index: number; entry: Entry; namespace: string; keys: string[] }[] {
  return records.flatMap((collection) => {
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
export function dataKeyUsages(root: string, records: readonly Collection[] = collections): KeyUsage[] {
  return wordedEntries(records, readValidData(root, records)).flatMap(({ collection, namespace, keys }) =>
    keys.map((key) => ({ file: `${dataFolder}/${collection.file}`, line: 1, key, namespace })),
  )
}

function readValidData(root: string, records: readonly Collection[]): Map<string, DataFile> {
  const valid = new Map<string, DataFile>()
  for (const collection of records) {
    const data = readData(root, `${dataFolder}/${collection.file}`, [])
    const result = data === undefined ? undefined : collection.schema.safeParse(data)
    if (result?.success) valid.set(collection.file, result.data as DataFile)
  }
  return valid
}

function readData(root: string, file: string, problems: ContentProblem[]): unknown {
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

function schemaProblems(file: string, data: unknown, issue: z.core.$ZodIssue): ContentProblem[] {
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
        ...at(data, [...issue.path, ...(issue.keys.length === 1 ? [first!] : [])]),
        reason: `${names} is not a field here: check its spelling, or remove it`,
      }),
    ]
  }
  return [error({ file, ...at(data, issue.path), ...reasonOf(issue) })]
}

function reasonOf(issue: z.core.$ZodIssue): { reason: string; refusal?: Refusal } {
  const input = 'input' in issue ? shown(issue.input) : undefined
  const got = input === undefined ? '' : `, got ${input}`
  // The common reasons carry a code and values besides, for the workspace to word them in its own language.
  const coded = (reason: string, code: string, values: Refusal['values'] = {}) => ({ reason, refusal: { code, values } })
  switch (issue.code) {
    case 'invalid_type':
      if (!('input' in issue) || issue.input === undefined) return coded('is missing', 'missing')
      return issue.expected in typeNames
        ? coded(`expected ${typeNames[issue.expected]}${got}`, `expected${capitalized(issue.expected)}`, { got: shown(issue.input) })
        : { reason: `expected ${issue.expected}${got}` }
    case 'invalid_value':
      return coded(`must be one of ${issue.values.map((value) => shown(value)).join(', ')}${got}`, 'oneOf', {
        choices: issue.values.map((value) => shown(value)).join(', '),
        got: input ?? '',
      })
    case 'too_small':
      if (issue.origin === 'array') return coded(`must list at least ${issue.minimum}`, 'atLeastItems', { minimum: Number(issue.minimum) })
      if (issue.origin === 'string') return coded('must not be empty', 'notEmpty')
      if (input === undefined) return { reason: `must be at least ${issue.minimum}` }
      return coded(`must be at least ${issue.minimum}${got}`, 'atLeast', { minimum: Number(issue.minimum), got: input })
    case 'too_big':
      if (input === undefined) return { reason: `must be at most ${issue.maximum}` }
      return coded(`must be at most ${issue.maximum}${got}`, 'atMost', { maximum: Number(issue.maximum), got: input })
    case 'invalid_format':
      return { reason: `${issue.message}${got}`, ...schemaRefusal(issue.message, input) }
    case 'custom': {
      const params = issue.params as Refusal | undefined
      return params?.code ? { reason: issue.message, refusal: params } : { reason: issue.message, ...schemaRefusal(issue.message, input) }
    }
    default:
      return { reason: issue.message }
  }
}

/** A schema's own words for a fact it refuses (schemas.ts `said`), with their code. */
function schemaRefusal(message: string, got: string | undefined): { refusal?: Refusal } {
  const code = Object.entries(said).find(([, words]) => words === message)?.[0]
  return code ? { refusal: { code: `schema${code.charAt(0).toUpperCase()}${code.slice(1)}`, values: { got: got ?? '' } } } : {}
}

const typeNames: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text in double quotes',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'a group of fields in { }',
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/** A value that names an entry of another collection (a project's category) names one that is there (schemas.ts `references`). */
function crossReferences(records: readonly Collection[], valid: ReadonlyMap<string, DataFile>): ContentProblem[] {
  return records.flatMap((collection) => {
    const data = valid.get(collection.file)
    if (!data) return []
    const fields = fieldsWithMeta(jsonSchemaOf(collection.schema), data).filter(({ meta }) => meta.references)
    const targets = new Map(fields.map(({ meta }) => [JSON.stringify(meta.references), meta.references!]))
    return [...targets.values()].flatMap((reference) => {
      const entries = valid.get(`${reference.collection}.json`)?.[reference.list] as Entry[] | undefined
      if (!entries) return []
      const named = fields.filter(({ meta }) => JSON.stringify(meta.references) === JSON.stringify(reference))
      const values = entries.map((entry) => entry[reference.field])
      const wrong = named
        .filter(({ value }) => !values.includes(value))
        .map(({ path, value }) =>
          error({
            file: `${dataFolder}/${collection.file}`,
            ...at(data, path),
            reason: `"${String(value)}" is not a ${reference.field} of ${dataFolder}/${reference.collection}.json (${values.join(', ')})`,
            refusal: { code: 'notAReference', values: { value: String(value), choices: values.join(', ') } },
          }),
        )
      const unused = entries.flatMap((entry, index) =>
        reference.unused && !named.some(({ value }) => value === entry[reference.field])
          ? [
              warning({
                file: `${dataFolder}/${reference.collection}.json`,
                ...at(valid.get(`${reference.collection}.json`), [reference.list, index]),
                reason: reference.unused,
              }),
            ]
          : [],
      )
      return [...wrong, ...unused]
    })
  })
}

/** A file of src/content/photos/ that no entry shows is a warning. */
function ownPhotoFiles(root: string, records: readonly Collection[], valid: ReadonlyMap<string, DataFile>): ContentProblem[] {
  const folder = join(root, photoFolder)
  const present = new Set(existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [])
  const shown = new Set<string>()
  const problems = records.flatMap((collection) => {
    const data = valid.get(collection.file)
    if (!data) return []
    return fieldsWithMeta(jsonSchemaOf(collection.schema), data).flatMap(({ path, value, meta }) => {
      if (meta.control !== 'photo' || !isRecord(value) || typeof value.file !== 'string') return []
      shown.add(value.file)
      if (present.has(value.file)) return []
      return [
        error({
          file: `${dataFolder}/${collection.file}`,
          ...at(data, [...path, 'file']),
          reason: `"${value.file}" is not in ${photoFolder}/: add the photo with npm run photo:add or the workspace`,
        }),
      ]
    })
  })
  for (const name of [...present].filter((name) => !shown.has(name)).sort())
    problems.push(warning({ file: `${photoFolder}/${name}`, reason: 'no entry shows this photo: use it in a data file, or remove it' }))
  return problems
}

function missingWords(
  root: string,
  records: readonly Collection[],
  valid: ReadonlyMap<string, DataFile>,
  languageCodes: readonly string[],
  texts: NonNullable<Candidate['texts']>,
): ContentProblem[] {
  const { files } = readLocaleSet(root)
  const textOf = (language: string, namespace: string, key: string) =>
    texts.find((text) => text.language === language && text.namespace === namespace && text.key === key)?.text ??
    findLocaleFile(files, language, namespace)?.strings.get(key)
  return wordedEntries(records, valid).flatMap(({ collection, list, index, namespace, keys }) =>
    languageCodes.flatMap((language) => {
      const missing = keys.filter((key) => !textOf(language, namespace, key)?.trim())
      if (!missing.length) return []
      const localeFile = `locales/${language}/${namespace}.json`
      // Missing English stops the build; a missing translation is a notice: the entry waits, on the English pages only.
      return [
        (language === defaultLanguage ? error : warning)({
          file: `${dataFolder}/${collection.file}`,
          ...at(valid.get(collection.file), [list, index]),
          reason:
            language === defaultLanguage
              ? `has no English words: add ${missing.join(', ')} to ${localeFile}`
              : `${missingTranslation}add ${missing.join(', ')} to ${localeFile}`,
          ...(language === defaultLanguage && { refusal: { code: 'noEnglishWords', values: { count: missing.length } } }),
        }),
      ]
    }),
  )
}

/** An answer the pages cannot say yet (docs/content.md): kept in studio.json, shown nowhere until a developer words it. */
function answersNotShown(valid: ReadonlyMap<string, DataFile>): ContentProblem[] {
  const claims = valid.get('studio.json')?.claims as Record<string, unknown> | undefined
  if (!claims?.replyTime) return []
  return [
    warning({
      file: `${dataFolder}/studio.json`,
      ...at(valid.get('studio.json'), ['claims', 'replyTime']),
      reason:
        'is kept, but no page follows it yet: the reply-time sentences still say "within 24 hours"; ask a developer to word the other answer',
    }),
  ]
}

/** The home page shows the featured projects three side by side: a fourth would stand alone on a second row. */
const featuredPlaces = 3

function tooManyFeatured(valid: ReadonlyMap<string, DataFile>): ContentProblem[] {
  const data = valid.get('projects.json')
  const projects = (data?.projects ?? []) as Entry[]
  const featured = projects.flatMap((project, index) => (project.featured ? [{ index }] : []))
  return featured.slice(featuredPlaces).map(({ index }) =>
    error({
      file: `${dataFolder}/projects.json`,
      ...at(data, ['projects', index, 'featured']),
      reason: `${featured.length} projects are featured, and the home page has room for ${featuredPlaces}: untick “featured” on ${featured.length - featuredPlaces} of them`,
      refusal: {
        code: 'tooManyFeatured',
        values: { featured: featured.length, places: featuredPlaces, extra: featured.length - featuredPlaces },
      },
    }),
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
