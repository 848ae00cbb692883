import { createContext, useContext } from 'react'
import type { LayoutFindings } from '../shared/text-checks.tsx'
import type { ContentWords } from './use-content-words.ts'

export interface WordLanguage {
  code: string
  nativeName: string
  dir: 'ltr' | 'rtl'
}

/** What every word's field of the content view shares: the drafts, both languages, the layout check and the preview's focus. */
export interface WordsContext {
  words: ContentWords
  languages: [WordLanguage, WordLanguage]
  layoutOf: (id: string, language: string) => LayoutFindings
  onFocus: (id: string) => void
}

export const WordsContextValue = createContext<WordsContext | undefined>(undefined)

export function useWordsContext(): WordsContext {
  const context = useContext(WordsContextValue)
  if (!context) throw new Error('A word field is drawn outside the content view’s WordsContextValue')
  return context
}
