import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser'
import i18next from 'i18next'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLanguage, type LanguageCode } from '../../src/i18n/languages.ts'
import { namespaces } from '../../src/i18n/namespaces.ts'
import { siteConfig } from '../../src/site.config.ts'
import { writeFileAtomic } from './atomic-write.ts'
import { readGlossary } from './glossary.ts'
import { checkNewTexts } from './check-texts.ts'
import {
  findLocaleFile,
  isTranslatedLanguage,
  pageNamesByLanguage,
  readIfThere,
  readLocaleSet,
  translatedLanguages,
  type LocaleFile,
} from './locale-files.ts'
import { withTexts } from './locale-json.ts'
import { expectedKeys, pluralSuffix } from './locale-rules.ts'
import { pluralCategoryOrder, pluralFormsHeader } from './plural-forms.ts'
import { error, type Problem } from './problems.ts'
import { stringNotes, wordNote, type Note } from './string-notes.ts'
import { readTranslatedFrom, recordKey, reviewNamespace, writeTranslatedFrom, type Review } from './translated-from.ts'

export type EntryState = Review['state']

export function translationSources(root: string) {
  const { files } = readLocaleSet(root)
  const englishOf = (namespace: string) => findLocaleFile(files, defaultLanguage, namespace)
  return { files, glossary: readGlossary(root), record: readTranslatedFrom(root), englishOf }
}

export function exportPo(root: string, language: string): { po: string; counts: Record<EntryState, number> } {
  const code = translatedLanguage(language)
  const { files, glossary, record, englishOf } = translationSources(root)
  const notesInEnglish = englishNotes(root, pageNamesByLanguage(files)[defaultLanguage]!)
  const counts: Record<EntryState, number> = { new: 0, stale: 0, done: 0 }
  const translations: GetTextTranslations['translations'] = { '': {} }
  for (const namespace of namespaces) {
    const english = englishOf(namespace)
    if (!english) continue
    for (const [name, reviews] of groupPlurals(reviewNamespace(english, findLocaleFile(files, code, namespace), record, glossary, code))) {
      const entry = poEntry(english, name, reviews, code, notesInEnglish)
      counts[entryState(reviews)]++
      translations[entry.msgctxt!] = { [entry.msgid]: entry }
    }
  }
  const headers = {
    'Project-Id-Version': `${siteConfig.brand} website`,
    Language: code,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    'Plural-Forms': pluralFormsHeader(code),
    'X-Source-Language': defaultLanguage,
  }
  return { po: po.compile({ charset: 'utf-8', headers, translations }).toString('utf8'), counts }
}

export interface ImportResult {
  language: LanguageCode
  changedFiles: string[]
  confirmed: string[]
  skipped: string[]
  /** Refused entries: their translation stays as it was; the file's other entries are still imported. */
  refused: Problem[]
}

/** Each entry is checked with the locale check's rules first; `poName` names the file for the refusals. */
export function importPo(root: string, file: Buffer, poName = 'the PO file'): ImportResult {
  const catalog = parsePo(file)
  const poText = file.toString('utf8')
  const language = translatedLanguage((catalog.headers.Language ?? '').replace('_', '-'))
  const set = readLocaleSet(root)
  const record = readTranslatedFrom(root)
  const glossary = readGlossary(root)
  const result: ImportResult = { language, changedFiles: [], confirmed: [], skipped: [], refused: [] }
  const texts = new Map<string, Map<string, string>>()
  for (const entry of Object.values(catalog.translations).flatMap((byId) => Object.values(byId))) {
    if (!entry.msgctxt) continue
    const [namespace = '', ...rest] = entry.msgctxt.split(':')
    const name = rest.join(':')
    const english = findLocaleFile(set.files, defaultLanguage, namespace)
    if (!english || !(namespaces as readonly string[]).includes(namespace)) {
      result.skipped.push(`${entry.msgctxt}: “${namespace}” is not a part of the site`)
      continue
    }
    const expected = expectedKeys(english.strings.keys(), language)
    const forms =
      entry.msgid_plural === undefined
        ? [{ key: name, text: entry.msgstr[0] ?? '' }]
        : pluralCategoryOrder(language).map((category, index) => ({ key: `${name}_${category}`, text: entry.msgstr[index] ?? '' }))
    if (forms.some(({ key }) => !expected.has(key))) {
      result.skipped.push(`${entry.msgctxt}: English no longer has this key, so its translation was left out`)
      continue
    }
    const entryTexts = new Map(forms.filter(({ text }) => text).map(({ key, text }) => [key, text]))
    const problems = checkNewTexts(set.files, glossary, language, namespace, entryTexts)
    if (problems.length) {
      const line = lineOf(poText, entry.msgctxt)
      const reasons = problems.map((problem) => (forms.length > 1 ? `${problem.key} ${problem.reason}` : problem.reason))
      result.refused.push(
        error({
          file: poName,
          line,
          key: entry.msgctxt,
          reason: `${reasons.join('; ')}. Nothing of it was written: the text already there stays`,
        }),
      )
      continue
    }
    const changes = texts.get(namespace) ?? new Map<string, string>()
    for (const [key, text] of entryTexts) changes.set(key, text)
    texts.set(namespace, changes)
    if (isFuzzy(entry) || forms.some(({ text }) => !text)) continue
    for (const { key } of forms) {
      const sourceKey = expected.get(key)!
      const from = entry.msgid_plural === undefined || sourceKey === `${name}_one` ? entry.msgid : entry.msgid_plural
      record[language] = { ...record[language], [recordKey(namespace, key)]: from }
      result.confirmed.push(recordKey(namespace, key))
    }
  }
  // Every file is read and rewritten in memory first, so a file that cannot be read stops the import before anything is written.
  const writes = [...texts].map(([namespace, changes]) => {
    const english = findLocaleFile(set.files, defaultLanguage, namespace)!
    const path = `locales/${language}/${namespace}.json`
    const before = readTarget(root, path, set.unreadable)
    return { path, before: before.text, after: withTexts(before.data, changes, [...expectedKeys(english.strings.keys(), language).keys()]) }
  })
  for (const { path, after } of writes.filter((write) => write.before !== write.after)) {
    writeFileAtomic(join(root, path), after)
    result.changedFiles.push(path)
  }
  writeTranslatedFrom(root, set.files, record)
  return result
}

function translatedLanguage(language: string): LanguageCode {
  if (!isTranslatedLanguage(language)) {
    throw new Error(
      `“${language}” is not a language to translate into: choose one of ${translatedLanguages().join(', ')} (a new language is first added to src/i18n/languages.ts)`,
    )
  }
  return language
}

function groupPlurals(reviews: Review[]): Map<string, Review[]> {
  const groups = new Map<string, Review[]>()
  for (const review of reviews) {
    const name = review.key.replace(pluralSuffix, '')
    groups.set(name, [...(groups.get(name) ?? []), review])
  }
  return groups
}

function entryState(reviews: Review[]): EntryState {
  if (reviews.every(({ state }) => state === 'done')) return 'done'
  return reviews.every(({ state }) => state === 'new') ? 'new' : 'stale'
}

/** The notes as the PO export writes them: in the workspace's English words (`notes.*` of workspace.json). */
function englishNotes(root: string, pageNames: Record<string, string>): (notes: Note[]) => string {
  const words = i18next.createInstance()
  void words.init({
    lng: defaultLanguage,
    resources: {
      [defaultLanguage]: { workspace: JSON.parse(readFileSync(join(root, 'locales', defaultLanguage, 'workspace.json'), 'utf8')) },
    },
    defaultNS: 'workspace',
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  const t = (key: string, values?: Record<string, string | number>) => words.t(key, { ...values, defaultValue: key })
  return (notes) => notes.map((note) => wordNote(note, t, (id) => pageNames[id] ?? id)).join('\n')
}

function poEntry(
  english: LocaleFile,
  name: string,
  reviews: Review[],
  language: LanguageCode,
  notesInEnglish: (notes: Note[]) => string,
): GetTextTranslation {
  const isPlural = reviews[0]!.key !== name
  const msgid = english.strings.get(isPlural ? `${name}_one` : name)!
  const notes = stringNotes(english.namespace, name, english.strings.get(isPlural ? `${name}_other` : name)!, language)
  const byKey = new Map(reviews.map((review) => [review.key, review]))
  const msgstr = (isPlural ? pluralCategoryOrder(language).map((category) => byKey.get(`${name}_${category}`)) : reviews).map((review) =>
    !review || review.state === 'new' ? '' : review.text!,
  )
  const state = entryState(reviews)
  const previousOf = (key: string) => byKey.get(key)?.previousEnglish
  const previous = isPlural ? [previousOf(`${name}_one`), previousOf(`${name}_other`)] : [previousOf(name)]
  const entry: GetTextTranslation = {
    msgctxt: recordKey(english.namespace, name),
    msgid,
    ...(isPlural && { msgid_plural: english.strings.get(`${name}_other`)! }),
    msgstr,
    comments: { extracted: notesInEnglish(notes.notes), reference: notes.addresses.join(' ') },
  }
  if (state === 'stale') {
    entry.comments!.flag = 'fuzzy'
    if (previous.every((text) => text !== undefined)) {
      entry.comments!.previous = previous.map((text, index) => `${index ? 'msgid_plural' : 'msgid'} ${poString(text!)}`).join('\n')
    }
  }
  return entry
}

const poString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`

/** The line of a PO file on which an entry's msgctxt is written (at a line's start: not a `#|` or `#~` comment's). */
function lineOf(text: string, context: string): number | undefined {
  const line = `msgctxt ${poString(context)}`
  const index = text.split('\n').findIndex((candidate) => candidate.trimEnd() === line)
  return index < 0 ? undefined : index + 1
}

const isFuzzy = (entry: GetTextTranslation) => (entry.comments?.flag ?? '').split(/[\s,]+/).includes('fuzzy')

function parsePo(file: Buffer): GetTextTranslations {
  try {
    return po.parse(file)
  } catch (cause) {
    throw new Error(
      `This is not a PO file that can be read (${(cause as Error).message}). Send back the .po file as your PO editor saved it.`,
      { cause },
    )
  }
}

function readTarget(root: string, path: string, unreadable: ReadonlySet<string>): { text: string; data: Record<string, unknown> } {
  if (unreadable.has(path)) throw new Error(`${path} has an error: fix it (npm run i18n:check shows where), then import again`)
  const text = readIfThere(join(root, path))
  return text === undefined ? { text: '', data: {} } : { text, data: JSON.parse(text) as Record<string, unknown> }
}
