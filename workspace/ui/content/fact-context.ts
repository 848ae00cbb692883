import { createContext, useContext, type ReactNode } from 'react'

/** What every fact's control of a file needs besides its own value. */
export interface FactContext {
  /** The check's reasons for the fact at this path of the file, as typed. */
  problemsAt: (path: readonly PropertyKey[]) => string[]
  /** The categories of categories.json, for a project's category. */
  categories: { value: string; label: string }[]
  /** Draws a control of its own for a field the schema alone does not describe (a photo, a plan's features), or undefined. */
  customControl: (name: string, path: readonly PropertyKey[], value: unknown, onChange: (value: unknown) => void) => ReactNode | undefined
}

export const FactContextValue = createContext<FactContext>({ problemsAt: () => [], categories: [], customControl: () => undefined })

export const useFactContext = () => useContext(FactContextValue)
