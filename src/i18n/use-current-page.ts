import { useLocation } from 'react-router-dom'
import { findPageByPath, pages } from '../content/pages'

/** The known page being shown, read from the language-neutral path react-router sees under its basename. */
export function useCurrentPage() {
  const { pathname } = useLocation()
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  const pageId = findPageByPath(path)
  return pageId ? { id: pageId, ...pages[pageId] } : undefined
}
