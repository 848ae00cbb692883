import type { WorkspaceString } from '../../server/workspace-strings.ts'

/** A string with what the list shows and filters on. */
export interface ListedString extends WorkspaceString {
  shown: string | undefined
  overLimit: boolean
  layout: boolean
  unsaved: boolean
}
