import { createContext, useContext } from 'react'

/** Starts downloading the code of the page at a language-neutral path; provided by the app's route table. */
type PreloadPage = (path: string) => void

export const PagePreloadContext = createContext<PreloadPage>(() => {})

/** Handlers that fetch a link's page as soon as the visitor shows intent (hover, focus, touch). */
export function usePreloadOnIntent(path: string) {
  const preload = useContext(PagePreloadContext)
  const start = () => preload(path)
  return { onMouseEnter: start, onFocus: start, onTouchStart: start }
}
