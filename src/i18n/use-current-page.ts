import { createContext, useContext } from 'react'
import { pages, type PageId } from '../content/pages.ts'

/** The page being prerendered, as the route table matched it; none on not-found and error pages. */
export const CurrentPage = createContext<PageId | undefined>(undefined)

export function useCurrentPage() {
  const pageId = useContext(CurrentPage)
  return pageId ? { id: pageId, ...pages[pageId] } : undefined
}
