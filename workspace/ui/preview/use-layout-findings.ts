import { useCallback, useMemo, useState } from 'react'
import type { LayoutProblem } from '../shared/find-layout-problems.ts'

/** A page's address as the findings are filed: `/fr/` and `/fr` are one page. */
export const samePage = (path: string) => path.replace(/(.)\/$/, '$1')

/**
 * The layout check's findings at 375 px, per page: first from the sweep of every page, then from the
 * preview, which follows every keystroke on its page and so is never replaced by the sweep.
 */
export function useLayoutFindings(pagePaths: Record<string, string> | undefined) {
  const [byPath, setByPath] = useState<Record<string, LayoutProblem[]>>({})
  const [swept, setSwept] = useState(false)
  const fromPreview = useCallback(
    (path: string, problems: LayoutProblem[]) => setByPath((known) => ({ ...known, [samePage(path)]: problems })),
    [],
  )
  const fromSweep = useCallback(
    (path: string, problems: LayoutProblem[]) =>
      setByPath((known) => (samePage(path) in known ? known : { ...known, [samePage(path)]: problems })),
    [],
  )
  const sweepDone = useCallback(() => setSwept(true), [])
  /** Another language: its pages are checked afresh. */
  const reset = useCallback(() => {
    setByPath({})
    setSwept(false)
  }, [])
  // Only the language's own pages count: a check of the previous language's page may end after a switch.
  const current = useMemo(() => {
    const paths = new Set(Object.values(pagePaths ?? {}).map(samePage))
    return Object.entries(byPath).filter(([path]) => paths.has(path))
  }, [byPath, pagePaths])
  const flaggedKeys = useMemo(
    () => new Set(current.flatMap(([, problems]) => problems.flatMap(({ key }) => (key ? [key] : [])))),
    [current],
  )
  /** What was found for one string, with the address of each page it was found on. */
  const findingsOf = (id: string | undefined) =>
    current.flatMap(([path, problems]) => problems.filter(({ key }) => key === id).map((problem) => ({ path, problem })))
  return { swept, fromPreview, fromSweep, sweepDone, reset, flaggedKeys, findingsOf }
}
