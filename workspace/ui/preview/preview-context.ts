import { createContext, useContext } from 'react'
import type { LayoutProblem } from '../shared/find-layout-problems.ts'

/** What the preview of a view shows and tells it: the page, the language, the texts as typed, and the clicks back. */
export interface PreviewValue {
  language: string
  /** The languages the preview may show, where it offers the choice. */
  languages?: { code: string; nativeName: string }[]
  onLanguage?: (code: string) => void
  pagePaths: Record<string, string>
  pageNames: Record<string, string>
  path: string | undefined
  onPath: (path: string) => void
  /** The text to show for a key: the draft, or undefined to show the saved one. */
  draftOf: (key: string) => string | undefined
  savedOf: (key: string) => string | undefined
  /** A new value whenever a draft or a saved text changes, and only then: the frames repaint and the layout is checked again. */
  textsVersion: unknown
  selected: string | undefined
  onSelect: (key: string) => void
  /** The layout check's findings at 375 px on the page at `path` (its address in the frame). */
  onLayout: (path: string, problems: LayoutProblem[]) => void
  /** A new value when the pages' facts changed (a draft of a data file, a save): the frames load the page afresh. */
  reloads?: number
  /** Until every page has been checked once: the sweep's findings, and its end. */
  sweep?: { onLayout: (path: string, problems: LayoutProblem[]) => void; onDone: () => void }
}

export const PreviewContextValue = createContext<PreviewValue | undefined>(undefined)

export function usePreview(): PreviewValue {
  const value = useContext(PreviewContextValue)
  if (!value) throw new Error('The preview is drawn outside its PreviewContextValue')
  return value
}
