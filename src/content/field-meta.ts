import { z } from 'zod'
import type { FieldMeta } from './schemas.ts'

/** A collection's schema as JSON Schema, its fields' metadata beside their types: what the workspace draws controls from. */
const written = new WeakMap<z.ZodType, unknown>()
export function jsonSchemaOf(schema: z.ZodType): unknown {
  if (!written.has(schema)) written.set(schema, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))
  return written.get(schema)
}

interface Node extends FieldMeta {
  properties?: Record<string, Node>
  items?: Node
  anyOf?: Node[]
}

export type FieldPath = (string | number)[]

export interface MetaField {
  path: FieldPath
  value: unknown
  meta: FieldMeta
}

/** Every value of the data whose field has metadata, with its path: a project's category, a member's photo. */
export function fieldsWithMeta(schema: unknown, data: unknown, path: FieldPath = []): MetaField[] {
  const node = schema as Node
  if (data === undefined || data === null) return []
  if (node.control || node.references) return [{ path, value: data, meta: { control: node.control, references: node.references } }]
  if (Array.isArray(data)) return node.items ? data.flatMap((item, index) => fieldsWithMeta(node.items, item, [...path, index])) : []
  if (typeof data !== 'object') return []
  const found = new Map<string, MetaField>()
  for (const shape of [node, ...(node.anyOf ?? [])])
    for (const [name, inner] of Object.entries(shape.properties ?? {}))
      for (const field of fieldsWithMeta(inner, (data as Record<string, unknown>)[name], [...path, name]))
        found.set(JSON.stringify(field.path), field)
  return [...found.values()]
}
