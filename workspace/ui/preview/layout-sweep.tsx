import { useEffect, useRef, useState } from 'react'
import type { LayoutProblem } from '../shared/find-layout-problems.ts'
import { layoutProblems, markTexts, showTexts } from './preview-marks.ts'

interface LayoutSweepProps {
  /** Every page of the language, to check in turn. */
  paths: string[]
  draftOf: (key: string) => string | undefined
  savedOf: (key: string) => string | undefined
  onLayout: (path: string, problems: LayoutProblem[]) => void
  /** Called once every page has been checked. */
  onDone: () => void
}

/**
 * Checks the layout of every page at 375 px, one after the other, in a frame the translator does not see, with
 * the drafts shown: so the list flags a string that breaks a page the preview has not opened yet. The preview
 * then keeps its own page's verdict up to date as the translator types.
 */
export function LayoutSweep({ paths, draftOf, savedOf, onLayout, onDone }: LayoutSweepProps) {
  const [index, setIndex] = useState(0)
  const latest = useRef({ draftOf, savedOf, onLayout, onDone })
  useEffect(() => {
    latest.current = { draftOf, savedOf, onLayout, onDone }
  })
  const path = paths[index]
  useEffect(() => {
    if (path === undefined) latest.current.onDone()
  }, [path])
  if (path === undefined) return null

  const check = (frame: HTMLIFrameElement) => {
    const doc = frame.contentDocument
    const view = doc?.defaultView
    if (!doc?.body || !view) return
    markTexts(doc)
    showTexts(doc, latest.current.draftOf, latest.current.savedOf)
    // Once the drafts are painted, as the preview does.
    view.requestAnimationFrame(() =>
      setTimeout(() => {
        latest.current.onLayout(path, layoutProblems(doc))
        setIndex((current) => current + 1)
      }),
    )
  }

  return (
    <iframe
      title="Layout check of every page"
      aria-hidden="true"
      tabIndex={-1}
      src={path}
      width={375}
      height={720}
      style={{ position: 'fixed', insetInlineStart: '-10000px', top: 0, visibility: 'hidden' }}
      onLoad={(event) => check(event.currentTarget)}
    />
  )
}
