import { join } from 'node:path'
import { pageIds, pages } from '../../src/content/pages.ts'
import { languages } from '../../src/i18n/languages.ts'
import { localizePath, prefixPath } from '../../src/i18n/localized-path.ts'
import { namespaces } from '../../src/i18n/namespaces.ts'
import { checkLimits } from '../../scripts/i18n/length-limits.ts'
import {
  findLocaleFile,
  isTranslatedLanguage,
  pageNamesByLanguage,
  readIfThere,
  translatedLanguages,
} from '../../scripts/i18n/locale-files.ts'
import { checkTexts, compareWithSource } from '../../scripts/i18n/locale-rules.ts'
import { stringNotes, type Note } from '../../scripts/i18n/string-notes.ts'
import { reviewNamespace, type Review } from '../../scripts/i18n/translated-from.ts'
import { translationSources } from '../../scripts/i18n/po-file.ts'
import { suggestionsFor, type MemoryEntry, type Suggestion } from './translation-memory.ts'
import { fileVersion } from './save-string.ts'

/** One string as the workspace lists and edits it. */
export interface WorkspaceString extends Review {
  /** 'namespace:key', as the PO export and the check name it. */
  id: string
  /** The PO export's notes, as codes and facts: where it shows, its limit, the placeholders and tags to keep. */
  notes: Note[]
  /** The pages it shows on, as paths in the language: the preview opens the first. */
  addresses: string[]
  /** Page ids it shows on ('every' for the header, footer and forms), for the page filter. */
  pages: string[]
  /** Its section: the key's first part (hero, services, meta…). */
  section: string
  /** What the locale check says of the translation on disk, in plain words. */
  problems: string[]
  /** For a missing or stale string: the project's closest translations of the same or similar English. */
  suggestions: Suggestion[]
}

export interface StringsAnswer {
  language: string
  nativeName: string
  dir: 'ltr' | 'rtl'
  languages: { code: string; nativeName: string }[]
  strings: WorkspaceString[]
  /** Each namespace file's version, sent back with a save. */
  versions: Record<string, string>
  /** Where each page is in the language, the not-found page's texts included, for the preview's page menu. */
  pagePaths: Record<string, string>
  /** Each page's name, as the PO export's notes give it. */
  /** Each page's name in each language of the site, for the interface's. */
  pageNames: Record<string, Record<string, string>>
}

/** The not-found page: what any address the site does not have shows, in the language. */
const notFound = 'notFound'

/** Every string of a language, with its English, state, notes and the check's findings. */
export function readStrings(root: string, language: string): StringsAnswer {
  const definition = languages.find(({ code }) => code === language)
  if (!definition || !isTranslatedLanguage(language)) throw new Error(`“${language}” is not a language to translate into`)
  const { files, glossary, record, englishOf } = translationSources(root)
  const strings: WorkspaceString[] = []
  const versions: Record<string, string> = {}
  const pagePaths: Record<string, string> = {
    ...Object.fromEntries(pageIds.map((id) => [id, localizePath(id, language)])),
    [notFound]: prefixPath('/page-not-found', language),
  }
  for (const namespace of namespaces) {
    const english = englishOf(namespace)
    if (!english) continue
    const target = findLocaleFile(files, language, namespace)
    versions[namespace] = fileVersion(readIfThere(join(root, 'locales', language, `${namespace}.json`)) ?? '')
    const problems = target ? [...checkTexts(target), ...checkLimits(target), ...compareWithSource(english, target, glossary)] : []
    const shownOn = pageIds.filter(
      (id) => pages[id].namespace === namespace || (pages[id].sharedNamespaces as readonly string[]).includes(namespace),
    )
    for (const review of reviewNamespace(english, target, record, glossary, language)) {
      const notes = stringNotes(namespace, review.key, review.english, language)
      strings.push({
        ...review,
        id: `${namespace}:${review.key}`,
        notes: notes.notes,
        addresses: namespace === 'common' ? [pagePaths.home!] : namespace === 'errors' ? [pagePaths[notFound]!] : notes.addresses,
        pages: namespace === 'common' ? ['every'] : namespace === 'errors' ? [notFound] : shownOn,
        section: review.key.split('.')[0]!,
        problems: problems.filter(({ key, level }) => key === review.key && level === 'error').map(({ reason }) => reason),
        suggestions: [],
      })
    }
  }
  // The project's memory: every translation of the language, done or to review, with its English.
  const memory: MemoryEntry[] = strings
    .filter(({ state, text }) => state !== 'new' && text !== undefined)
    .map(({ id, english, text }) => ({ id, english, text: text! }))
  for (const string of strings)
    if (string.state !== 'done') string.suggestions = suggestionsFor(string.english, memory, { except: string.id })
  return {
    language,
    nativeName: definition.nativeName,
    dir: definition.dir,
    languages: languages.filter(({ code }) => translatedLanguages().includes(code)).map(({ code, nativeName }) => ({ code, nativeName })),
    strings,
    versions,
    pagePaths,
    pageNames: pageNamesByLanguage(files),
  }
}
