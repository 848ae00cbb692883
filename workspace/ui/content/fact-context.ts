import { createContext, useContext, type ReactNode } from 'react'
import type { FieldMeta } from '../../../src/content/schemas.ts'
import type { JsonSchema } from './schema-node.ts'

export interface Choice {
  value: string
  label: string
}

/** A field as its control gets it, as Decap's widgets get theirs: its name, its place in the file, its schema and its label. */
export interface Field {
  /** The field's name in its object: it names the label. */
  name: string
  /** Where it is in the file, for the check's findings. */
  path: readonly PropertyKey[]
  schema: JsonSchema
  /** The control's label, when not the field's own (a list's item). */
  label?: string
}

/** What every fact's control of a file needs besides its own value. */
export interface FactContext {
  /** The check's reasons for the fact at this path of the file, as typed. */
  problemsAt: (path: readonly PropertyKey[]) => string[]
  /** What a field that names another collection's entries may be (a project's category). */
  choicesOf: (reference: NonNullable<FieldMeta['references']>) => Choice[]
  /** The control a field's metadata asks for (a photo, a plan's features), or undefined. */
  customControl: (
    schema: JsonSchema,
    path: readonly PropertyKey[],
    value: unknown,
    onChange: (value: unknown) => void,
  ) => ReactNode | undefined
}

export const FactContextValue = createContext<FactContext>({ problemsAt: () => [], choicesOf: () => [], customControl: () => undefined })

export const useFactContext = () => useContext(FactContextValue)
