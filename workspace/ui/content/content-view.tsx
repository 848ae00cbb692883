import { Box, Grid, Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { defaultLanguage } from '../../../src/i18n/languages.ts'
import { CollectionNav } from './collection-nav.tsx'
import { ContentConflict } from './content-conflict.tsx'
import { ContentEditor } from './content-editor.tsx'
import { collectionOf } from '../../../src/content/collections.ts'
import { EntryList, type Selection } from './entry-list.tsx'
import { factContextFor, referenceChoices } from './fact-context-for.tsx'
import { FactContextValue } from './fact-context.ts'
import { PreviewSection } from '../preview/preview-section.tsx'
import { SendToTeam } from '../shared/send-to-team.tsx'
import { useContent } from './use-content.ts'
import { useContentCheck, useDraftPreview } from './use-content-check.ts'
import { useContentDrafts } from './use-content-drafts.ts'
import { useContentFile } from './use-content-file.ts'
import { useContentSave } from './use-content-save.ts'
import { useContentWords } from './use-content-words.ts'
import { samePage, useLayoutFindings } from '../preview/use-layout-findings.ts'
import { isEntryList, type JsonSchema } from './schema-node.ts'
import type { WordLanguage } from './word-field.tsx'
import { WordsContextValue, type WordsContext } from './words-context.ts'
import { WorkspaceToolbar } from '../shared/workspace-toolbar.tsx'

interface ContentViewProps {
  language: string
  onLanguage: (code: string) => void
  views: ReactNode
}

type Data = Record<string, unknown>

/** The studio's content: a view per data file, its entries and facts, their words in both languages, and the live preview. */
export function ContentView({ language, onLanguage, views }: ContentViewProps) {
  const { content, failure, reload } = useContent()
  const [file, setFile] = useState(() => localStorage.getItem('translate:content:file') ?? 'projects.json')
  const [selection, setSelection] = useState<Selection>({ list: 'projects', index: 0 })
  const [previewLanguage, setPreviewLanguage] = useState<string>(defaultLanguage)
  const [path, setPath] = useState<string>()
  const [focused, setFocused] = useState<string>()
  const drafts = useContentDrafts()
  const words = useContentWords(defaultLanguage, language, content?.words)
  const preview = useDraftPreview(drafts.drafts, content?.previewing)
  const pagePaths = content?.pagePaths[previewLanguage]
  const layout = useLayoutFindings(pagePaths)
  useEffect(() => localStorage.setItem('translate:content:file', file), [file])

  const disk = content?.files.find((candidate) => candidate.file === file)
  const data = (drafts.drafts[file]?.data ?? disk?.data) as Data | undefined
  const setData = (next: Data) => disk && drafts.edit(file, next, { data: disk.data, version: disk.version })
  const choicesOf = useMemo(() => referenceChoices(content?.files, words), [content, words])
  const view = useContentFile(disk, data, setData, words, language, (reference) => choicesOf(reference)[0]?.value)
  const pending = words.pendingOf(file, data)
  const problems = useContentCheck(disk ? file : undefined, data, pending)
  const unsaved = drafts.drafts[file] !== undefined || pending.length > 0

  const { message, conflict, saving, save, keepMine, takeDisk, clear } = useContentSave({
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
    clear()
    setSelection(firstList && !ownFacts ? { list: firstList, index: 0 } : undefined)
    if (pagePaths) setPath(pagePaths[pageOf(next, firstList)])
  }

  /** An entry opened from the list: the preview shows its first word, highlighted. */
  const open = (next: Selection) => {
    setSelection(next)
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

  const pageNames = content?.pageNames ?? {}
  const pageAt = (address: string) =>
    pageNames[Object.entries(pagePaths ?? {}).find(([, at]) => samePage(at) === address)?.[0] ?? ''] ?? address
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
      code === previewLanguage ? layout.findingsOf(id).map(({ path: address, problem }) => ({ page: pageAt(address), problem })) : [],
    onFocus: setFocused,
  }

  const facts = factContextFor({ problems, choicesOf, view })

  if (failure) return <Text role="alert">{failure}</Text>
  if (!content || !disk || !data) return <Text role="status">Loading the content…</Text>

  return (
    // Beside the editor on a wide screen, below it on a narrower one.
    <Grid
      templateColumns={{ base: 'minmax(300px, 1fr) minmax(340px, 1.6fr)', '2xl': '300px minmax(420px, 1fr) 660px' }}
      gap="4"
      p="4"
      height="100vh"
    >
      <Stack gap="3" minH="0">
        <WorkspaceToolbar
          language={language}
          languages={content.languages.filter(({ code }) => code !== defaultLanguage)}
          onLanguage={onLanguage}
          views={views}
        />
        <SendToTeam language={language} unsaved={Object.keys(drafts.drafts).length + words.unsaved} />
        <CollectionNav
          files={content.files.map(({ file: name }) => name)}
          selected={file}
          onSelect={choose}
          unsaved={new Set(Object.keys(drafts.drafts))}
        />
        <Text fontSize="sm" color="gray.700">
          {collectionOf(file)?.about}
        </Text>
        <EntryList
          groups={view.groups}
          details={view.details.length && view.listNames.length ? `${collectionOf(file)?.title ?? file}: the facts` : undefined}
          selected={selection}
          onSelect={open}
          onAdd={(list) => setSelection({ list, index: view.add(list) })}
          onDuplicate={(list, index) => setSelection({ list, index: view.duplicate(list, index) })}
          onChange={(list, change, next) => {
            const after = change(view.entriesOf(list))
            // A new entry removed takes its words' drafts with it.
            const removed = view.entriesOf(list).filter((entry) => !after.includes(entry) && !view.savedEntry(list, entry.id))
            words.drop(removed.flatMap((entry) => view.idsOf(list, entry)))
            view.setList(list, after)
            setSelection(next)
          }}
        />
      </Stack>
      <Stack gap="4" minH="0" overflowY="auto" display={{ base: 'flex', '2xl': 'contents' }}>
        <Stack gap="4" minH="0" overflowY="auto" flexShrink={0}>
          <FactContextValue.Provider value={facts}>
            <WordsContextValue.Provider value={wordsContext}>
              <ContentEditor
                view={view}
                data={data}
                setData={setData}
                selection={selection}
                problems={problems}
                unsaved={unsaved}
                saving={saving}
                message={message}
                onSave={save}
                onDiscard={() => {
                  drafts.settle(file)
                  words.settle(pending)
                }}
              />
            </WordsContextValue.Provider>
          </FactContextValue.Provider>
          {conflict && <ContentConflict conflict={conflict} onKeepMine={keepMine} onTakeDisk={takeDisk} />}
        </Stack>
        <Box minH="0" overflowY="auto" flexShrink={0}>
          <PreviewSection
            language={previewLanguage}
            languages={content.languages}
            onLanguage={(code) => {
              layout.reset()
              setPreviewLanguage(code)
              setPath(content.pagePaths[code]?.[pageOf(file, selection?.list)])
            }}
            pagePaths={pagePaths ?? {}}
            pageNames={pageNames}
            path={path}
            onPath={setPath}
            draftOf={(id) => words.drafts[previewLanguage]?.[id]?.text}
            savedOf={(id) => words.savedOf(id, previewLanguage)}
            textsVersion={words.version}
            selected={focused}
            onSelect={selectWord}
            onLayout={layout.fromPreview}
            reloads={preview.reloads}
          />
        </Box>
      </Stack>
    </Grid>
  )
}
