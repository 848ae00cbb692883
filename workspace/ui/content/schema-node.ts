import type { FieldMeta } from '../../../src/content/schemas.ts'

/**
 * The parts of JSON Schema that zod writes for the content's schemas (z.toJSONSchema), which the workspace draws
 * controls from, with the fields' metadata (`.meta()`): a control of its own, or the entries a value names.
 */
export interface JsonSchema extends FieldMeta {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: (string | number)[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  pattern?: string
  format?: string
}

/** A value's schema without its “or null”, and whether null (“not answered yet”) is allowed. */
export function unwrap(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const other = schema.anyOf?.filter(({ type }) => type !== 'null')
  if (other?.length === 1 && schema.anyOf!.length === 2) return { schema: other[0]!, nullable: true }
  if (Array.isArray(schema.type) && schema.type.includes('null'))
    return { schema: { ...schema, type: schema.type.find((type) => type !== 'null') }, nullable: true }
  return { schema, nullable: false }
}

/** A list of entries named by an id, which the workspace lists to choose, add, move and remove. */
export const isEntryList = (schema: JsonSchema | undefined): boolean =>
  schema?.type === 'array' && schema.items?.type === 'object' && !!schema.items.properties?.id

/** The lowest whole number a number field takes. */
export const lowest = (schema: JsonSchema): number | undefined =>
  schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (schema.type === 'integer' ? 1 : 0))

/** What a new entry's field starts as: the first choice, the lowest number, empty text, an empty list, or null. */
export function defaultOf(node: JsonSchema): unknown {
  const { schema, nullable } = unwrap(node)
  if (nullable) return null
  if (schema.anyOf?.length) return defaultOf(schema.anyOf[0]!)
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, defaultOf(field)]))
    case 'array':
      return schema.minItems && schema.items?.type === 'string' ? [''] : []
    case 'boolean':
      return false
    case 'integer':
    case 'number':
      return lowest(schema) ?? 0
    default:
      return ''
  }
}

/** A time on the 24-hour clock (office hours), drawn as a time field. */
export const isClockTime = (schema: JsonSchema) => schema.type === 'string' && schema.pattern === '^([01]\\d|2[0-3]):[0-5]\\d$'
