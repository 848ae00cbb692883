import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import { defaultLanguage } from '../../../src/i18n/languages.ts'
import { collectionOf } from '../../../src/content/collections.ts'
import type { Selection } from './entry-list.tsx'
import { factContextFor, referenceChoices } from './fact-context-for.tsx'
import type { PreviewValue } from '../preview/preview-context.ts'
import { useContent } from './use-content.ts'
import { useContentCheck, useDraftPreview } from './use-content-check.ts'
import { useContentDrafts } from './use-content-drafts.ts'
import { useContentFile } from './use-content-file.ts'
import { useContentSave } from './use-content-save.ts'
import { useContentWords } from './use-content-words.ts'
import { useTypedNames } from './use-typed-names.ts'
import { useWordVerdicts } from './use-word-verdicts.ts'
import { useReasonWords } from '../shared/use-reason-words.ts'
import { useInInterfaceLanguage } from '../shared/interface-language.tsx'
import { samePage, useLayoutFindings } from '../preview/use-layout-findings.ts'
import { dropPhotos, photosOf } from './unused-photos.ts'
import { readContentAddress, writeContentAddress } from './content-address.ts'
import { isEntryList, type JsonSchema } from './schema-node.ts'
import type { WordLanguage, WordsContext } from './words-context.ts'

type Data = Record<string, unknown>

/**
 * Everything the content view keeps: the file shown, the entry chosen, the drafts of its facts and words, the
 * check's findings, the save and the preview. One store, so each part of the view reads what it needs from it.
 */
export function useContentStoreValue(language: string) {
  const { content, failure, reload } = useContent()
  const [address] = useState(readContentAddress)
  const [file, setFile] = useState(() => address.file ?? localStorage.getItem('translate:content:file') ?? 'projects.json')
  const [selection, setSelection] = useState<Selection>({ list: 'projects', index: 0 })
  // The entry the address names, chosen once the file is read.
  const [wanted, setWanted] = useState(address.entry)
  const [previewLanguage, setPreviewLanguage] = useState<string>(defaultLanguage)
  const [path, setPath] = useState<string>()
  const [focused, setFocused] = useState<string>()
  const drafts = useContentDrafts()
  const words = useContentWords(defaultLanguage, language, content?.words)
  const preview = useDraftPreview(drafts.drafts, content?.previewing)
  const pagePaths = content?.pagePaths[previewLanguage]
  const layout = useLayoutFindings(pagePaths)

  const disk = content?.files.find((candidate) => candidate.file === file)
  const data = (drafts.drafts[file]?.data ?? disk?.data) as Data | undefined
  const setData = (next: Data) => disk && drafts.edit(file, next, { data: disk.data, version: disk.version })
  const choicesOf = useMemo(() => referenceChoices(content?.files, words), [content, words])
  const view = useContentFile(disk, data, setData, words, language, (reference) => choicesOf(reference)[0]?.value)
  const pending = words.pendingOf(file, data)
  const problems = useContentCheck(disk ? file : undefined, data, pending)
  const wordProblems = useWordVerdicts(pending, words)
  const wordOf = useReasonWords()
  const typedNames = useTypedNames()
  const inInterfaceLanguage = useInInterfaceLanguage()
  const unsaved = drafts.drafts[file] !== undefined || pending.length > 0

  if (wanted && data) {
    const index = view.entriesOf(wanted.list).findIndex(({ id }) => id === wanted.id)
    if (index !== -1) setSelection({ list: wanted.list, index })
    setWanted(undefined)
  }
  const entryId = selection ? view.entriesOf(selection.list)[selection.index]?.id : undefined
  useEffect(() => localStorage.setItem('translate:content:file', file), [file])
  useEffect(() => {
    if (!wanted) writeContentAddress(file, selection && entryId ? { list: selection.list, id: entryId } : undefined)
  }, [file, selection, entryId, wanted])

  const save = useContentSave({
    held: typedNames.waiting,
    request: () => disk && data && { file, data, version: drafts.drafts[file]?.version ?? disk.version, words: pending },
    onSaved: async (sent, version) => {
      await reload()
      drafts.settle(sent.file, { data: sent.data, version })
      words.settle(sent.words)
      preview.saved(sent.file)
    },
    onTakeDisk: (refused) => {
      drafts.settle(refused.request.file)
      words.settle(refused.request.words)
      void reload()
    },
  })

  /** The draft dropped: its words, its findings and the photos only it showed go with it. */
  const discard = () => {
    const others = Object.entries(drafts.drafts).filter(([name]) => name !== file)
    const kept = new Set([...photosOf(disk?.data), ...others.flatMap(([, draft]) => photosOf(draft.data))])
    dropPhotos(photosOf(data).filter((photo) => !kept.has(photo)))
    drafts.settle(file)
    words.settle(pending)
    save.clear()
  }

  const pageOf = (chosen: string, list?: string) => {
    const record = collectionOf(chosen)
    return record?.lists.find((candidate) => candidate.list === list)?.page ?? record?.page ?? 'home'
  }
  // The page of the file shown, while the language has it.
  if (pagePaths && (!path || !Object.values(pagePaths).includes(path))) setPath(pagePaths[pageOf(file, selection?.list)])

  const choose = (next: string) => {
    const firstList = collectionOf(next)?.lists[0]?.list
    const schema = content?.files.find((candidate) => candidate.file === next)?.schema as JsonSchema | undefined
    // A file with facts of its own opens on them; one of lists only, on its first entry.
    const ownFacts = Object.values(schema?.properties ?? {}).some((field) => !isEntryList(field))
    setFile(next)
    save.clear()
    setSelection(firstList && !ownFacts ? { list: firstList, index: 0 } : undefined)
    if (pagePaths) setPath(pagePaths[pageOf(next, firstList)])
  }

  /** An entry opened from the list: the preview shows its first word, highlighted; the last save's message goes. */
  const open = (next: Selection) => {
    setSelection(next)
    save.clear()
    if (!next) return
    if (pagePaths) setPath(pagePaths[pageOf(file, next.list)])
    const { namespace, words: wordsOf } = view.wordsOfList(next.list)
    const entry = view.entriesOf(next.list)[next.index]
    const first = entry && wordsOf(entry)[0]
    if (first) setFocused(`${namespace}:${first.key}`)
  }

  /** A text clicked in the preview: the entry it belongs to, in the file shown. */
  const selectWord = (id: string) => {
    for (const list of view.listNames) {
      const { namespace, words: wordsOf } = view.wordsOfList(list)
      const index = view.entriesOf(list).findIndex((entry) => wordsOf(entry).some(({ key }) => `${namespace}:${key}` === id))
      if (index !== -1) setSelection({ list, index })
    }
    setFocused(id)
  }

  const pageNames = inInterfaceLanguage(content?.pageNames)
  const pageAt = (at: string) => pageNames[Object.entries(pagePaths ?? {}).find(([, shown]) => samePage(shown) === at)?.[0] ?? ''] ?? at
  const wordLanguages = useMemo(() => {
    const of = (code: string): WordLanguage => {
      const found = content?.languages.find((candidate) => candidate.code === code)
      return { code, nativeName: found?.nativeName ?? code, dir: found?.dir ?? 'ltr' }
    }
    return [of(defaultLanguage), of(language)] as [WordLanguage, WordLanguage]
  }, [content, language])
  const wordsContext: WordsContext = {
    words,
    languages: wordLanguages,
    layoutOf: (id: string, code: string) =>
      code === previewLanguage ? layout.findingsOf(id).map(({ path: at, problem }) => ({ page: pageAt(at), problem })) : [],
    onFocus: setFocused,
  }
  const previewValue: PreviewValue | undefined = content && {
    language: previewLanguage,
    languages: content.languages,
    onLanguage: (code) => {
      layout.reset()
      setPreviewLanguage(code)
      setPath(content.pagePaths[code]?.[pageOf(file, selection?.list)])
    },
    pagePaths: pagePaths ?? {},
    pageNames,
    path,
    onPath: setPath,
    draftOf: (id) => words.drafts[previewLanguage]?.[id]?.text,
    savedOf: (id) => words.savedOf(id, previewLanguage),
    textsVersion: words.version,
    selected: focused,
    onSelect: selectWord,
    onLayout: layout.fromPreview,
    reloads: preview.reloads,
  }

  return {
    content,
    failure,
    file,
    disk,
    data,
    setData,
    view,
    words,
    selection,
    setSelection,
    choose,
    open,
    problems,
    wordProblems,
    unsaved,
    unsavedFiles: new Set(Object.keys(drafts.drafts)),
    unsavedCount: Object.keys(drafts.drafts).length + words.unsaved,
    save,
    discard,
    typedNames,
    facts: factContextFor({ problems, choicesOf, view, wordOf }),
    wordsContext,
    previewValue,
  }
}

export type ContentStore = ReturnType<typeof useContentStoreValue>

export const ContentStoreValue = createContext<ContentStore | undefined>(undefined)

export function useContentStore(): ContentStore {
  const store = useContext(ContentStoreValue)
  if (!store) throw new Error('A part of the content view is drawn outside its ContentStoreValue')
  return store
}
