import { join } from 'node:path'
import { defaultLanguage, languages } from '../../src/i18n/languages.ts'
import { checkContent, isMissingTranslation, type ContentProblem } from '../../scripts/content/check-content.ts'
import { collections, dataFolder, wordIdsOf } from '../../src/content/collections.ts'
import { differences, type Difference } from '../../scripts/content/data-differences.ts'
import { writeFileAtomic } from '../../scripts/i18n/atomic-write.ts'
import { checkNewTexts, withPending, type PendingText } from '../../scripts/i18n/check-texts.ts'
import { confirmTranslations } from '../../scripts/i18n/confirm.ts'
import { readGlossary } from '../../scripts/i18n/glossary.ts'
import { findLocaleFile, readIfThere, readLocaleSet } from '../../scripts/i18n/locale-files.ts'
import { expectedKeys } from '../../scripts/i18n/locale-rules.ts'
import { named } from '../../scripts/i18n/problems.ts'
import { editedJson } from './edited-json.ts'
import { oneAtATime } from './one-at-a-time.ts'
import { fileVersion, writeTexts } from './save-string.ts'
import type { ContentProblem as ContentProblemAnswer, WordProblem } from '../api.ts'

/** A word of an entry as the workspace asks to write it, with what the file said when the editing began. */
export interface WordEdit extends PendingText {
  base: string | undefined
}

/** One data file as the workspace asks to save it, with the words of its entries that changed. */
export interface ContentSaveRequest {
  /** Under src/content/data/: `plans.json`. */
  file: string
  data: unknown
  /** The file's version (`fileVersion`) when the workspace read it. */
  version: string
  words: WordEdit[]
}

export type ContentSaveResult =
  /** The data file, and the locale files of the words, written. */
  | { status: 'saved'; file: string; version: string; written: string[] }
  /** Nothing written: the request names a file, language or word that is not the content's. */
  | { status: 'unknown'; reasons: string[] }
  /**
   * Nothing written: the check's findings, each with file, entry, field and reason (`reasons`, as the command line
   * prints them); `problems` and `words` the same findings with their places and codes, for the workspace to word.
   */
  | { status: 'refused'; reasons: string[]; problems?: ContentProblemAnswer[]; words?: WordProblem[] }
  /** Nothing written: the file, or a word, changed on disk since the workspace read it. Both versions, to choose. */
  | {
      status: 'conflict'
      file: string
      version: string
      differences: Difference[]
      words: { language: string; namespace: string; key: string; disk: string | undefined; mine: string }[]
    }

const contentFiles = new Set(collections.map(({ file }) => file))

/**
 * Saves a data file of src/content/data/ and the words of its entries, in every language. First what makes a save
 * unsafe: a file or word that is not the content's, a file changed on disk since it was read (never overwritten: the
 * answer holds both versions), a word changed on disk the same way; then the checks: the data against its schema and
 * the other files, each entry with its English words (`npm run content:check`'s findings, in its words), each word
 * against the locale check's rules. A word another language lacks is not a refusal: the workspace shows it as
 * missing. The locale files are written before the data file, each in one atomic rename, so the data never names
 * words that are not there; in the data file only what changed is rewritten, then laid out by Prettier, so the
 * entries nobody touched keep their bytes and the project's lint passes.
 */
export function saveContent(root: string, request: ContentSaveRequest): Promise<ContentSaveResult> {
  return oneAtATime(join(root, dataFolder, String(request.file)), () => saveNow(root, request))
}

async function saveNow(root: string, request: ContentSaveRequest): Promise<ContentSaveResult> {
  const { file, data, version } = request
  if (!contentFiles.has(file)) return { status: 'unknown', reasons: [`“${file}” is not a file of ${dataFolder}/`] }
  const codes = languages.map(({ code }) => code) as string[]
  const wordIds = new Set(wordIdsOf(file, data))
  const unknown = request.words.flatMap(({ language, namespace, key }) => {
    if (!codes.includes(language)) return [`“${language}” is not a language of the site`]
    return wordIds.has(`${namespace}:${key}`) ? [] : [`${namespace}:${key} is not a word of an entry of ${file}`]
  })
  if (unknown.length) return { status: 'unknown', reasons: unknown }

  const path = join(root, dataFolder, file)
  const diskText = readIfThere(path) ?? ''
  const diskData = parseOrUndefined(diskText)
  if (diskText && diskData === undefined)
    return {
      status: 'refused',
      reasons: [`${dataFolder}/${file} is not valid JSON on disk: fix it (npm run content:check says where), then save`],
    }
  const set = readLocaleSet(root)
  const diskWord = (language: string, namespace: string, key: string) => findLocaleFile(set.files, language, namespace)?.strings.get(key)
  // A word left empty that has no text on disk is not written: for another language, it is a missing translation.
  const words = request.words.filter(
    ({ language, namespace, key, text }) => text !== '' || diskWord(language, namespace, key) !== undefined,
  )

  const diskVersion = fileVersion(diskText)
  const dataChanged = diskVersion !== version && JSON.stringify(diskData) !== JSON.stringify(data)
  const wordConflicts = words
    .map((word) => ({ ...word, disk: diskWord(word.language, word.namespace, word.key) }))
    .filter(({ disk, base, text }) => disk !== (base ?? undefined) && disk !== text)
    .map(({ language, namespace, key, disk, text }) => ({ language, namespace, key, disk, mine: text }))
  if (dataChanged || wordConflicts.length)
    return {
      status: 'conflict',
      file: `${dataFolder}/${file}`,
      version: diskVersion,
      differences: dataChanged ? differences(diskData, data) : [],
      words: wordConflicts,
    }

  const problems = contentProblems(root, file, data, words)
  const refusedWords = wordRefusals(set.files, readGlossary(root), words)
  if (problems.length || refusedWords.length)
    return {
      status: 'refused',
      reasons: [...problems.map(named), ...refusedWords.map(named)],
      problems: problems.map(answerOf),
      words: refusedWords.map(({ key, reason, refusal, language, namespace }) => ({
        id: `${namespace}:${key}`,
        language,
        reason,
        refusal,
      })),
    }

  const written: string[] = []
  const englishKeys = new Map<string, string[]>()
  const groups = [...groupBy(words, ({ language, namespace }) => `${language}/${namespace}`).values()]
  // English first: the other languages' files follow its order.
  for (const group of [...groups.filter(isEnglish), ...groups.filter((group) => !isEnglish(group))]) {
    const { language, namespace } = group[0]!
    const english = [...(findLocaleFile(set.files, defaultLanguage, namespace)?.strings.keys() ?? [])]
    const order =
      language === defaultLanguage
        ? withNewKeys(
            english,
            group.map(({ key }) => key),
          )
        : [...expectedKeys(englishKeys.get(namespace) ?? english, language).keys()]
    if (language === defaultLanguage) englishKeys.set(namespace, order)
    writeTexts(root, language, namespace, new Map(group.map(({ key, text }) => [key, text])), order)
    written.push(`locales/${language}/${namespace}.json`)
  }
  for (const [language, group] of groupBy(
    words.filter(({ language }) => language !== defaultLanguage),
    ({ language }) => language,
  ))
    confirmTranslations(
      root,
      language,
      group.map(({ namespace, key }) => `${namespace}:${key}`),
    )

  const text = await formatData(path, diskText, data)
  if (text !== diskText) writeFileAtomic(path, text)
  return { status: 'saved', file: `${dataFolder}/${file}`, version: fileVersion(text), written: [`${dataFolder}/${file}`, ...written] }
}

/** The content check's errors that the draft brings; a missing translation is not one. */
export function contentProblems(root: string, file: string, data: unknown, words: readonly PendingText[]): ContentProblem[] {
  const already = new Set(
    checkContent(root)
      .filter(({ level }) => level === 'error')
      .map(named),
  )
  return checkContent(root, undefined, { data: new Map([[file, data]]), texts: words }).filter(
    (problem) => problem.level === 'error' && !isMissingTranslation(problem) && !already.has(named(problem)),
  )
}

/** A finding as the workspace reads it: its place in the file and its reason, without the check's level. */
export const answerOf = ({ file, key, path, reason, refusal }: ContentProblem): ContentProblemAnswer => ({
  file,
  key,
  path,
  reason,
  refusal,
})

/** Each word against the locale check's rules, the other languages against the English as it will be. */
function wordRefusals(files: Parameters<typeof withPending>[0], glossary: ReturnType<typeof readGlossary>, words: readonly PendingText[]) {
  const pending = withPending(files, words)
  return [...groupBy(words, ({ language, namespace }) => `${language}/${namespace}`).values()].flatMap((group) => {
    const { language, namespace } = group[0]!
    return checkNewTexts(pending, glossary, language, namespace, new Map(group.map(({ key, text }) => [key, text]))).map((problem) => ({
      ...problem,
      language,
      namespace,
    }))
  })
}

/** Keys in the order to write them: a new one after the last key that shares the longest part of its path. */
function withNewKeys(order: readonly string[], added: readonly string[]): string[] {
  const keys = [...order]
  for (const key of added) {
    if (keys.includes(key)) continue
    const parts = key.split('.')
    let after = -1
    for (let length = parts.length - 1; length > 0 && after === -1; length--) {
      const prefix = `${parts.slice(0, length).join('.')}.`
      after = keys.findLastIndex((other) => other.startsWith(prefix))
    }
    keys.splice(after === -1 ? keys.length : after + 1, 0, key)
  }
  return keys
}

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>()
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item])
  return groups
}

const isEnglish = (group: readonly PendingText[]) => group[0]!.language === defaultLanguage

/**
 * The file on disk with the data in it, as Prettier lays it out: the parts that did not change keep their text, which
 * Prettier keeps as written (an object on several lines stays so), and what changed is laid out as the files are
 * written by hand, what fits on a line on one line.
 */
async function formatData(path: string, diskText: string, data: unknown): Promise<string> {
  const prettier = await import('prettier')
  return prettier.format(editedJson(diskText, data), { ...(await prettier.resolveConfig(path)), filepath: path })
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
