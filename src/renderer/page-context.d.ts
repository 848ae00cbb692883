import type { ComponentType } from 'react'
import type { PageId } from '../content/pages.ts'

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType<{ is404?: boolean | null; pageId?: PageId }>
    }
  }
}

export {}
