import { createHash } from 'node:crypto'
import type { Reason } from '../api.ts'
import { join } from 'node:path'
import { defaultLanguage } from '../../src/i18n/languages.ts'
import { namespaces } from '../../src/i18n/namespaces.ts'
import { writeFileAtomic } from '../../scripts/i18n/atomic-write.ts'
import { readGlossary } from '../../scripts/i18n/glossary.ts'
import { checkNewTexts } from '../../scripts/i18n/check-texts.ts'
import { confirmTranslations } from '../../scripts/i18n/confirm.ts'
import { scanKeys } from '../../scripts/i18n/json-source.ts'
import { findLocaleFile, isTranslatedLanguage, readIfThere, readLocaleSet, translatedLanguages } from '../../scripts/i18n/locale-files.ts'
import { flattenLocale, withTexts } from '../../scripts/i18n/locale-json.ts'
import { expectedKeys } from '../../scripts/i18n/locale-rules.ts'

/** One translation the workspace asks to save. */
export interface SaveRequest {
  language: string
  namespace: string
  key: string
  text: string
  /** The file's version (`fileVersion`) when the workspace read it. */
  version: string
  /** The translation of the key in the file as the workspace read it; undefined when there was none. */
  base?: string
}

export type SaveResult =
  /** Written, and on record as checked against today's English; `line` is the key's line in the file. */
  | { status: 'saved'; file: string; version: string; line: number }
  /** Not written: the request names no language, namespace or key the site has. */
  | { status: 'unknown'; reasons: string[] }
  /** Not written: the translation breaks a rule of the locale check (`problems`: each with its code); the one on disk stays. */
  | { status: 'refused'; reasons: string[]; problems?: Reason[] }
  /** Not written: someone else changed this key on disk since the workspace read it. Both versions, to choose. */
  | { status: 'conflict'; file: string; version: string; disk: string | undefined; mine: string }

/** A short hash of a file's text: the workspace sends it back with a save, so a change made meanwhile is seen. */
export const fileVersion = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/**
 * Saves one translation into locales/<language>/<namespace>.json, as `npm run i18n:import` would write it (the
 * file's formatting and order kept: one changed line for one changed string), in one atomic rename. Only a
 * language, namespace and key the site knows are accepted, so nothing is written outside locales/. The locale
 * check's rules for that string come first; a translation that breaks them is refused and the file is not
 * touched; so is a file that is not valid JSON (a merge left half done), which the answer names with its
 * line. A key changed on disk since it was read is never overwritten: the answer carries both versions.
 * Other keys of the file changed meanwhile (a pull, another editor) are kept, since the file is re-read first.
 * A saved translation is recorded as checked against today's English, as `npm run i18n:confirm` does.
 */
export function saveString(root: string, request: SaveRequest): SaveResult {
  const { language, namespace, key, text } = request
  if (!isTranslatedLanguage(language))
    return { status: 'unknown', reasons: [`“${language}” is not a language to translate into (${translatedLanguages().join(', ')})`] }
  if (!(namespaces as readonly string[]).includes(namespace))
    return { status: 'unknown', reasons: [`“${namespace}” is not a part of the site (${namespaces.join(', ')})`] }
  const set = readLocaleSet(root)
  const english = findLocaleFile(set.files, defaultLanguage, namespace)
  const order = english ? [...expectedKeys(english.strings.keys(), language).keys()] : []
  if (!order.includes(key)) return { status: 'unknown', reasons: [`${namespace}:${key} is not a key of the English texts`] }

  const file = `locales/${language}/${namespace}.json`
  if (set.unreadable.has(file)) {
    const problem = set.problems.find((problem) => problem.file === file)
    const where = problem?.line ? ` (line ${problem.line})` : ''
    return {
      status: 'refused',
      reasons: [`cannot go into ${file} until that file is fixed: it ${problem?.reason ?? 'cannot be read'}${where}`],
    }
  }
  const before = readIfThere(join(root, file))
  const data = before === undefined ? {} : (JSON.parse(before) as Record<string, unknown>)
  const version = fileVersion(before ?? '')
  const disk = new Map(flattenLocale(data)).get(key)
  if (version !== request.version && disk !== request.base && disk !== text) return { status: 'conflict', file, version, disk, mine: text }

  const problems = checkNewTexts(set.files, readGlossary(root), language, namespace, new Map([[key, text]]))
  if (problems.length)
    return {
      status: 'refused',
      reasons: problems.map(({ reason }) => reason),
      problems: problems.map(({ reason, refusal }) => ({ reason, refusal })),
    }

  const after = writeTexts(root, language, namespace, new Map([[key, text]]), order)
  confirmTranslations(root, language, [`${namespace}:${key}`])
  return { status: 'saved', file, version: fileVersion(after), line: scanKeys(after).lines.get(key) ?? 0 }
}

/**
 * Writes texts into locales/<language>/<namespace>.json as every tool of the project writes it: the file's order kept,
 * a new key placed by `order`, in one atomic rename, and only when something changed. Returns the file's text.
 */
export function writeTexts(
  root: string,
  language: string,
  namespace: string,
  texts: ReadonlyMap<string, string>,
  order: readonly string[],
): string {
  const path = join(root, 'locales', language, `${namespace}.json`)
  const before = readIfThere(path)
  const after = withTexts(before === undefined ? {} : (JSON.parse(before) as Record<string, unknown>), texts, order)
  if (after !== before) writeFileAtomic(path, after)
  return after
}
