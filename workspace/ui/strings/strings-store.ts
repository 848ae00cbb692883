import { createContext, useCallback, useContext, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { isOverLimit } from '../../../scripts/i18n/length-limits.ts'
import { useInInterfaceLanguage, useInterfaceText } from '../shared/interface-language.tsx'
import type { PreviewValue } from '../preview/preview-context.ts'
import type { ListedString } from './listed-string.ts'
import { matches, noFilters, type ListedStrings, type ListFilters } from './string-list.tsx'
import { useStringDrafts } from './use-string-drafts.ts'
import { samePage, useLayoutFindings } from '../preview/use-layout-findings.ts'
import { useListKeys } from './use-list-keys.ts'
import { useSave } from './use-save.ts'
import { useTextCheck } from '../shared/use-text-check.ts'
import { useStrings } from './use-strings.ts'

/**
 * Everything the strings view keeps: the language's strings, the one chosen, its draft, its checks, the save and
 * the preview. One store, so each part of the view reads what it needs from it.
 */
export function useStringsStoreValue(language: string) {
  const t = useInterfaceText()
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
      overLimit: (string.id === selectedId ? reasons.map(({ reason }) => reason) : string.problems).some(isOverLimit),
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

  const inInterfaceLanguage = useInInterfaceLanguage()
  const shownNames = inInterfaceLanguage(data?.pageNames)
  const pageNames = useMemo<Record<string, string>>(() => ({ every: t('strings.everyPage'), ...shownNames }), [shownNames, t])
  const pageAt = (path: string) =>
    pageNames[Object.entries(data?.pagePaths ?? {}).find(([, address]) => samePage(address) === path)?.[0] ?? ''] ?? path

  // New only when a draft or a saved text changes: the preview repaints and checks its layout each time it is new,
  // and a new array at every render kept the workspace checking without end, a whole core while nothing happened.
  const textsVersion = useMemo(() => [drafts, data], [drafts, data])

  const layoutStatus = layout.swept ? undefined : t('strings.sweeping')
  const listedStrings = useMemo<ListedStrings>(
    () => ({ strings: listed, shown, layoutStatus, pageNames, dir: data?.dir ?? 'ltr' }),
    [listed, shown, layoutStatus, pageNames, data],
  )
  const previewValue: PreviewValue | undefined = data && {
    language: data.language,
    pagePaths: data.pagePaths,
    pageNames,
    path,
    onPath: setPath,
    draftOf: (id) => drafts[id]?.text,
    savedOf: shownOnPage,
    textsVersion,
    selected: selectedId,
    onSelect: select,
    onLayout: layout.fromPreview,
    sweep: layout.swept ? undefined : { onLayout: layout.fromSweep, onDone: layout.sweepDone },
  }
  const editor = selected && {
    string: selected,
    language,
    languageName: data?.nativeName ?? '',
    dir: data?.dir ?? 'ltr',
    text,
    reasons,
    warnings,
    layout: layout.findingsOf(selectedId).map(({ path, problem }) => ({ page: pageAt(path), problem })),
    unsaved: drafts[selected.id] !== undefined,
    message,
    onChange: (next: string) => edit(selected.id, next, savedOf(selected.id)),
    onSave: () => void save(),
    onSaveAndNext: () => void saveAndNext(),
  }
  return {
    data,
    failure,
    clear,
    layout,
    drafts,
    canUndo,
    undoLast: () => {
      const id = undo(savedOf)
      if (id) select(id)
    },
    listedStrings,
    filters,
    setFilters,
    selectedId,
    selectStable,
    editor,
    conflict,
    keepMine,
    takeDisk,
    previewValue,
  }
}

type StringsStore = ReturnType<typeof useStringsStoreValue>
export const StringsStoreValue = createContext<StringsStore | undefined>(undefined)

export function useStringsStore(): StringsStore {
  const store = useContext(StringsStoreValue)
  if (!store) throw new Error('A part of the strings view is drawn outside its StringsStoreValue')
  return store
}
