import { Box, Button, Flex, Grid, Heading, Stack, Text, chakra } from '@chakra-ui/react'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { LayoutProblem } from '../../layout/find-layout-problems.ts'
import type { SaveResult } from '../save-string.ts'
import type { WorkspaceData } from '../workspace-strings.ts'
import { ConflictView } from './conflict-view.tsx'
import { LayoutSweep } from './layout-sweep.tsx'
import { PreviewPane } from './preview-pane.tsx'
import { StringEditor } from './string-editor.tsx'
import { StringList, matches, noFilters, type ListFilters, type ListedString } from './string-list.tsx'
import { useDrafts } from './use-drafts.ts'
import { checkText, fetchStrings, saveText } from './workspace-api.ts'

type Conflict = Extract<SaveResult, { status: 'conflict' }> & { id: string }

const Select = chakra('select')

/** A page's address as the layout findings are filed: `/fr/` and `/fr` are one page. */
const samePage = (path: string) => path.replace(/(.)\/$/, '$1')

/** The translation workspace: the list, the editor and the live preview of one language. */
export function WorkspaceApp({ initialLanguage }: { initialLanguage: string }) {
  const [language, setLanguage] = useState(initialLanguage)
  const [data, setData] = useState<WorkspaceData>()
  const [failure, setFailure] = useState<string>()
  const [selectedId, setSelectedId] = useState<string | undefined>(
    () => localStorage.getItem(`translate:selected:${initialLanguage}`) ?? undefined,
  )
  const [filters, setFilters] = useState<ListFilters>(noFilters)
  const [path, setPath] = useState<string>()
  const [reasons, setReasons] = useState<string[]>([])
  /** The layout check's findings at 375 px, per page address: from the sweep of every page, then the preview's. */
  const [layoutByPath, setLayoutByPath] = useState<Record<string, LayoutProblem[]>>({})
  const [swept, setSwept] = useState(false)
  const [message, setMessage] = useState<string>()
  const [conflict, setConflict] = useState<Conflict>()
  const { drafts, canUndo, edit, settle, undo } = useDrafts(language)

  const reload = () =>
    fetchStrings(language).then(
      (loaded) => {
        setData(loaded)
        const paths = Object.values(loaded.pagePaths)
        setPath((current) => (current && paths.includes(current) ? current : paths[0]))
      },
      (cause: Error) => setFailure(cause.message),
    )
  useEffect(() => {
    void reload()
  }, [language]) // eslint-disable-line react-hooks/exhaustive-deps

  const byId = useMemo(() => new Map(data?.strings.map((string) => [string.id, string])), [data])
  const selected = selectedId ? byId.get(selectedId) : undefined
  const text = selected ? (drafts[selected.id]?.text ?? selected.text ?? '') : ''

  useEffect(() => {
    if (selectedId) localStorage.setItem(`translate:selected:${language}`, selectedId)
  }, [language, selectedId])

  // The locale check's verdict on the text as it is typed.
  useEffect(() => {
    if (!selected) return
    const controller = new AbortController()
    checkText({ language, namespace: selected.namespace, key: selected.key, text }, controller.signal).then(setReasons, () => {})
    return () => controller.abort()
  }, [language, selected, text])

  const savedOf = (id: string) => ({ text: byId.get(id)?.text, version: data?.versions[byId.get(id)?.namespace ?? ''] ?? '' })

  /** Opens a string in the editor; the message of a save that led there stays (“Saved in …”). */
  const select = (id: string, { keepMessage = false } = {}) => {
    const string = byId.get(id)
    if (!string) return
    setSelectedId(id)
    if (!keepMessage) setMessage(undefined)
    setConflict(undefined)
    const current = path?.replace(/\/$/, '')
    if (string.namespace !== 'common' && !string.addresses.some((address) => address.replace(/\/$/, '') === current))
      setPath(string.addresses[0] ?? path)
  }

  // The list's rows keep one select function, which always runs the newest one.
  const selectRef = useRef(select)
  useEffect(() => {
    selectRef.current = select
  })
  const selectStable = useCallback((id: string) => selectRef.current(id), [])

  const save = async (override?: { version: string; base: string | undefined }): Promise<boolean> => {
    if (!selected || !data) return false
    const draft = drafts[selected.id]
    const result = await saveText({
      language,
      namespace: selected.namespace,
      key: selected.key,
      text,
      version: override?.version ?? draft?.version ?? data.versions[selected.namespace] ?? '',
      base: override ? override.base : draft ? draft.base : selected.text,
    })
    setConflict(undefined)
    if (result.status === 'saved') {
      settle(selected.id)
      setMessage(`Saved in ${result.file}, line ${result.line}, and recorded as checked against today’s English.`)
      await reload()
      return true
    }
    if (result.status === 'conflict') setConflict({ ...result, id: selected.id })
    else setMessage(`Not saved: this translation ${result.reasons.join('; ')}. The file keeps the previous text.`)
    return false
  }

  // The list follows the drafts a moment later than the editor and the preview: typing is never held up by it.
  const deferredDrafts = useDeferredValue(drafts)
  const layoutKeys = useMemo(
    () => new Set(Object.values(layoutByPath).flatMap((problems) => problems.flatMap(({ key }) => (key ? [key] : [])))),
    [layoutByPath],
  )
  const listed = useMemo<ListedString[]>(() => {
    return (data?.strings ?? []).map((string) => ({
      ...string,
      shown: deferredDrafts[string.id]?.text ?? string.text,
      overLimit: (string.id === selectedId ? reasons : string.problems).some((reason) => reason.includes('over the limit')),
      layout: layoutKeys.has(string.id),
      unsaved: deferredDrafts[string.id] !== undefined,
    }))
  }, [data, deferredDrafts, layoutKeys, reasons, selectedId])
  const shown = useMemo(() => listed.filter((string) => matches(string, filters)), [listed, filters])

  /** The string `step` places after (or before) the selected one in the list as filtered now. */
  const neighbour = (step: 1 | -1) => {
    const index = shown.findIndex(({ id }) => id === selectedId)
    return shown[index === -1 ? 0 : index + step]?.id
  }
  const move = (step: 1 | -1) => {
    const id = neighbour(step)
    if (id) select(id)
  }
  const saveAndNext = async () => {
    const next = neighbour(1)
    if ((await save()) && next) select(next, { keepMessage: true })
  }
  // Alt+↓ and Alt+↑ move through the list from anywhere in the workspace, as in Crowdin's and Weblate's editors.
  const moveRef = useRef(move)
  useEffect(() => {
    moveRef.current = move
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
      event.preventDefault()
      moveRef.current(event.key === 'ArrowDown' ? 1 : -1)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  const onLayout = useCallback(
    (path: string, problems: LayoutProblem[]) => setLayoutByPath((known) => ({ ...known, [samePage(path)]: problems })),
    [],
  )
  // The sweep never replaces what the preview, which follows every keystroke, found on its page.
  const onSweptLayout = useCallback(
    (path: string, problems: LayoutProblem[]) =>
      setLayoutByPath((known) => (samePage(path) in known ? known : { ...known, [samePage(path)]: problems })),
    [],
  )
  const pageNames = useMemo(
    () =>
      Object.fromEntries([
        ['every', 'Every page (header, footer, forms)'],
        ...Object.keys(data?.pagePaths ?? {}).map((id) => [id, byId.get(`${id}:meta.breadcrumb`)?.english ?? id]),
      ]),
    [data, byId],
  )
  const pageAt = (path: string) =>
    pageNames[Object.entries(data?.pagePaths ?? {}).find(([, address]) => samePage(address) === path)?.[0] ?? ''] ?? path
  const selectedLayout = Object.entries(layoutByPath).flatMap(([path, problems]) =>
    problems.filter(({ key }) => key === selectedId).map((problem) => ({ page: pageAt(path), problem })),
  )

  if (failure) return <Text role="alert">{failure}</Text>
  if (!data) return <Text role="status">Loading the strings…</Text>

  return (
    <Grid templateColumns="minmax(300px, 1fr) minmax(340px, 1.2fr)" gap="4" p="4" height="100vh">
      <Stack gap="3" minH="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h1" size="lg">
            Translation workspace
          </Heading>
          <Select
            aria-label="Language"
            value={language}
            onChange={(event) => {
              // Another language: its pages are checked afresh.
              setLayoutByPath({})
              setSwept(false)
              setLanguage(event.target.value)
            }}
            borderWidth="1px"
            p="1"
            rounded="sm"
          >
            {data.languages.map(({ code, nativeName }) => (
              <option key={code} value={code}>
                {nativeName} ({code})
              </option>
            ))}
          </Select>
          <Button
            size="sm"
            variant="outline"
            disabled={!canUndo}
            onClick={() => {
              const id = undo(savedOf)
              if (id) select(id)
            }}
          >
            Undo last edit
          </Button>
        </Flex>
        <StringList
          strings={listed}
          shown={shown}
          layoutStatus={swept ? undefined : 'Checking every page at 375 px…'}
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
            languageName={data.nativeName}
            dir={data.dir}
            reasons={reasons}
            layout={selectedLayout}
            unsaved={drafts[selected.id] !== undefined}
            message={message}
            onChange={(next) => edit(selected.id, next, savedOf(selected.id))}
            onSave={() => void save()}
            onSaveAndNext={() => void saveAndNext()}
          />
        ) : (
          <Text>Choose a string in the list, or click a text in the preview.</Text>
        )}
        {conflict && (
          <ConflictView
            disk={conflict.disk}
            mine={conflict.mine}
            onKeepMine={() => void save({ version: conflict.version, base: conflict.disk })}
            onTakeDisk={() => {
              settle(conflict.id)
              setConflict(undefined)
              setMessage('Kept the version in the file.')
              void reload()
            }}
          />
        )}
        <Box>
          <Flex gap="2" align="center" mb="2">
            <Heading as="h2" size="md">
              Preview
            </Heading>
            <Select
              aria-label="Page shown in the preview"
              value={path}
              onChange={(event) => setPath(event.target.value)}
              borderWidth="1px"
              p="1"
              rounded="sm"
            >
              {Object.entries(data.pagePaths).map(([id, address]) => (
                <option key={id} value={address}>
                  {pageNames[id]}
                </option>
              ))}
            </Select>
          </Flex>
          {path && (
            <PreviewPane
              path={path}
              draftOf={(id) => drafts[id]?.text}
              savedOf={(id) => byId.get(id)?.text}
              draftsVersion={drafts}
              selected={selectedId}
              onSelect={select}
              onLayout={onLayout}
            />
          )}
          {!swept && (
            <LayoutSweep
              paths={Object.values(data.pagePaths)}
              draftOf={(id) => drafts[id]?.text}
              savedOf={(id) => byId.get(id)?.text}
              key={data.language}
              onLayout={onSweptLayout}
              onDone={() => setSwept(true)}
            />
          )}
        </Box>
      </Stack>
    </Grid>
  )
}
