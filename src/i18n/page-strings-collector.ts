import { createContext } from 'react'
import type { PageStrings } from './page-strings.ts'

/** Filled while a page prerenders: the strings its islands and forms declare, which the page then ships. */
export const PageStringsCollector = createContext<PageStrings[] | undefined>(undefined)
