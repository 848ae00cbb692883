import { Grid, Stack, Text } from '@chakra-ui/react'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { isOverLimit } from '../../../scripts/i18n/length-limits.ts'
import { ConflictView } from '../shared/conflict-view.tsx'
import { PreviewSection } from '../preview/preview-section.tsx'
import { SendToTeam } from '../shared/send-to-team.tsx'
import { StringEditor } from './string-editor.tsx'
import type { ListedString } from './listed-string.ts'
import { StringList, matches, noFilters, type ListFilters } from './string-list.tsx'
import { useStringDrafts } from './use-string-drafts.ts'
import { samePage, useLayoutFindings } from '../preview/use-layout-findings.ts'
import { useListKeys } from './use-list-keys.ts'
import { useSave } from './use-save.ts'
import { useTextCheck } from '../shared/use-text-check.ts'
import { useStrings } from './use-strings.ts'
import { WorkspaceToolbar } from '../shared/workspace-toolbar.tsx'

interface StringsViewProps {
  language: string
  onLanguage: (code: string) => void
  /** The choice between the strings and the content. */
  views: ReactNode
}

/** The translation workspace's strings: the list, the editor and the live preview of one language. */
export function StringsView({ language, onLanguage, views }: StringsViewProps) {
  const { data, failure, reload, clear } = useStrings(language)
  const [selectedId, setSelectedId] = useState<string | undefined>(
    () => localStorage.getItem(`translate:selected:${language}`) ?? undefined,
  )
  const [filters, setFilters] = useState<ListFilters>(noFilters)
  const [path, setPath] = useState<string>()
  const layout = useLayoutFindings(data?.pagePaths)
  const { drafts, canUndo, edit, settle, undo } = useStringDrafts(language)

  // The page shown in the preview: the one chosen, while the language has it.
  const paths = data ? Object.values(data.pagePaths) : []
  if (data && (!path || !paths.includes(path))) setPath(paths[0])

  const byId = useMemo(() => new Map(data?.strings.map((string) => [string.id, string])), [data])
  const selected = selectedId ? byId.get(selectedId) : undefined
  const text = selected ? (drafts[selected.id]?.text ?? selected.text ?? '') : ''
  const {
    message,
    conflict,
    save,
    keepMine,
    takeDisk,
    clear: clearSave,
  } = useSave({
    language,
    data,
    selected,
    text,
    draft: selected && drafts[selected.id],
    settle,
    reload,
  })

  useEffect(() => {
    if (selectedId) localStorage.setItem(`translate:selected:${language}`, selectedId)
  }, [language, selectedId])

  const { reasons, warnings } = useTextCheck(language, selected, text)

  const savedOf = (id: string) => ({ text: byId.get(id)?.text, version: data?.versions[byId.get(id)?.namespace ?? ''] ?? '' })
  // What the page shows for a string without a draft: its translation, or the English a missing one falls back to.
  const shownOnPage = (id: string) => byId.get(id)?.text ?? byId.get(id)?.english

  /** Opens a string in the editor; the message of a save that led there stays (“Saved in …”). */
  const select = (id: string, { keepMessage = false } = {}) => {
    const string = byId.get(id)
    if (!string) return
    setSelectedId(id)
    clearSave({ keepMessage })
    if (string.namespace !== 'common' && !string.addresses.some((address) => samePage(address) === samePage(path ?? '')))
      setPath(string.addresses[0] ?? path)
  }

  // The list's rows keep one select function, which always runs the newest one.
  const selectRef = useRef(select)
  useEffect(() => {
    selectRef.current = select
  })
  const selectStable = useCallback((id: string) => selectRef.current(id), [])

  // The list follows the drafts a moment later than the editor and the preview: typing is never held up by it.
  const deferredDrafts = useDeferredValue(drafts)
  const listed = useMemo<ListedString[]>(() => {
    return (data?.strings ?? []).map((string) => ({
      ...string,
      shown: deferredDrafts[string.id]?.text ?? string.text,
      overLimit: (string.id === selectedId ? reasons : string.problems).some(isOverLimit),
      layout: layout.flaggedKeys.has(string.id),
      unsaved: deferredDrafts[string.id] !== undefined,
    }))
  }, [data, deferredDrafts, layout.flaggedKeys, reasons, selectedId])
  const shown = useMemo(() => listed.filter((string) => matches(string, filters)), [listed, filters])

  /** The string `step` places after (or before) the selected one in the list as filtered now. */
  const neighbour = (step: 1 | -1) => {
    const index = shown.findIndex(({ id }) => id === selectedId)
    return shown[index === -1 ? 0 : index + step]?.id
  }
  useListKeys((step) => {
    const id = neighbour(step)
    if (id) select(id)
  })
  const saveAndNext = async () => {
    const next = neighbour(1)
    if ((await save()) && next) select(next, { keepMessage: true })
  }

  const pageNames = useMemo<Record<string, string>>(() => ({ every: 'Every page (header, footer, forms)', ...data?.pageNames }), [data])
  const pageAt = (path: string) =>
    pageNames[Object.entries(data?.pagePaths ?? {}).find(([, address]) => samePage(address) === path)?.[0] ?? ''] ?? path

  // New only when a draft or a saved text changes: the preview repaints and checks its layout each time it is new,
  // and a new array at every render kept the workspace checking without end, a whole core while nothing happened.
  const textsVersion = useMemo(() => [drafts, data], [drafts, data])

  if (failure) return <Text role="alert">{failure}</Text>
  if (!data) return <Text role="status">Loading the strings…</Text>

  return (
    <Grid templateColumns="minmax(300px, 1fr) minmax(340px, 1.2fr)" gap="4" p="4" height="100vh">
      <Stack gap="3" minH="0">
        <WorkspaceToolbar
          language={language}
          languages={data.languages}
          onLanguage={(code) => {
            if (code === language) return
            // The old language's preview and sweep go at once; the new one's pages are checked afresh.
            clear()
            layout.reset()
            onLanguage(code)
          }}
          views={views}
          undo={{
            can: canUndo,
            onUndo: () => {
              const id = undo(savedOf)
              if (id) select(id)
            },
          }}
        />
        <SendToTeam language={language} unsaved={Object.keys(drafts).length} />
        <StringList
          strings={listed}
          shown={shown}
          layoutStatus={layout.swept ? undefined : 'Checking every page at 375 px…'}
          filters={filters}
          onFilters={setFilters}
          pageNames={pageNames}
          selected={selectedId}
          onSelect={selectStable}
          dir={data.dir}
        />
      </Stack>
      <Stack gap="4" minH="0" overflowY="auto">
        {selected ? (
          <StringEditor
            string={selected}
            text={text}
            language={language}
            languageName={data.nativeName}
            dir={data.dir}
            reasons={reasons}
            warnings={warnings}
            layout={layout.findingsOf(selectedId).map(({ path, problem }) => ({ page: pageAt(path), problem }))}
            unsaved={drafts[selected.id] !== undefined}
            message={message}
            onChange={(next) => edit(selected.id, next, savedOf(selected.id))}
            onSave={() => void save()}
            onSaveAndNext={() => void saveAndNext()}
          />
        ) : (
          <Text>Choose a string in the list, or click a text in the preview.</Text>
        )}
        {conflict && <ConflictView disk={conflict.disk} mine={conflict.mine} onKeepMine={() => void keepMine()} onTakeDisk={takeDisk} />}
        <PreviewSection
          language={data.language}
          pagePaths={data.pagePaths}
          pageNames={pageNames}
          path={path}
          onPath={setPath}
          draftOf={(id) => drafts[id]?.text}
          savedOf={shownOnPage}
          textsVersion={textsVersion}
          selected={selectedId}
          onSelect={select}
          onLayout={layout.fromPreview}
          sweep={layout.swept ? undefined : { onLayout: layout.fromSweep, onDone: layout.sweepDone }}
        />
      </Stack>
    </Grid>
  )
}
