import { Box, Input, Stack, Text, chakra } from '@chakra-ui/react'
import { useId } from 'react'
import { useContentLabels } from '../shared/content-labels.ts'
import { useFactContext, type Field } from './fact-context.ts'
import { ListField } from './list-field.tsx'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { PlainSelect } from '../shared/plain-select.tsx'
import { isClockTime, lowest, unwrap } from './schema-node.ts'

interface FactFieldProps {
  field: Field
  value: unknown
  onChange: (value: unknown) => void
}

/**
 * One fact in a fitting control, chosen from its schema: a number field for a number, a box to tick for a flag, a
 * menu for a choice, a time or a date field, a list for a list, a group for a group; empty where the answer may be
 * “not yet” (null). The check's findings for it are said under it.
 */
export function FactField({ field, value, onChange }: FactFieldProps) {
  const { labelOf, choiceOf } = useContentLabels()
  const { name, path, schema: node, label = labelOf(field.name) } = field
  const t = useInterfaceText()
  const context = useFactContext()
  const id = useId()
  const custom = context.customControl(node, path, value, onChange)
  if (custom) return custom
  const { schema, nullable } = unwrap(node)
  const references = node.references ?? schema.references
  const problems = context.problemsAt(path)
  const invalid = problems.length > 0
  const orNull = (next: unknown) => onChange(nullable && (next === '' || next === undefined) ? null : next)

  let control
  if (schema.type === 'object') {
    return (
      <chakra.fieldset borderWidth="1px" rounded="md" p="3">
        <chakra.legend fontWeight="semibold" px="1">
          {label}
        </chakra.legend>
        <Stack gap="3">
          {Object.entries(schema.properties ?? {}).map(([inner, innerSchema]) => (
            <FactField
              key={inner}
              field={{ name: inner, path: [...path, inner], schema: innerSchema }}
              value={(value as Record<string, unknown> | null)?.[inner]}
              onChange={(next) => onChange({ ...(value as Record<string, unknown>), [inner]: next })}
            />
          ))}
        </Stack>
      </chakra.fieldset>
    )
  }
  if (schema.type === 'array')
    return (
      <ListField
        field={{ name, label, path, schema }}
        value={Array.isArray(value) ? value : []}
        onChange={(list) => orNull(list.length ? list : undefined)}
        itemControl={FactField}
      />
    )
  if (schema.const !== undefined) control = <Text id={id}>{String(schema.const)}</Text>
  else if (references || schema.enum) {
    const choices = references
      ? context.choicesOf(references)
      : schema.enum!.map((choice) => ({ value: String(choice), label: choiceOf(name, String(choice)) }))
    control = (
      <PlainSelect
        id={id}
        aria-invalid={invalid || undefined}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => orNull(event.target.value)}
      >
        {(nullable || value === undefined || value === '') && (
          <option value="">{nullable ? t('field.notAnswered') : t('field.choose')}</option>
        )}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </PlainSelect>
    )
  } else if (schema.type === 'boolean')
    control = <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
  else if (schema.type === 'integer' || schema.type === 'number') {
    const max = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined
    control = (
      <Input
        id={id}
        type="number"
        inputMode={schema.type === 'integer' ? 'numeric' : 'decimal'}
        min={lowest(schema)}
        max={max}
        step={schema.type === 'integer' ? 1 : 'any'}
        aria-invalid={invalid || undefined}
        value={typeof value === 'number' || typeof value === 'string' ? value : ''}
        onChange={(event) =>
          orNull(
            event.target.value === ''
              ? undefined
              : Number.isNaN(event.target.valueAsNumber)
                ? event.target.value
                : event.target.valueAsNumber,
          )
        }
      />
    )
  } else {
    const type = isClockTime(schema)
      ? 'time'
      : schema.format === 'date'
        ? 'date'
        : schema.format === 'uri'
          ? 'url'
          : schema.format === 'email'
            ? 'email'
            : 'text'
    control = (
      <Input
        id={id}
        type={type}
        aria-invalid={invalid || undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => orNull(event.target.value)}
      />
    )
  }
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium">
        {label}
        {nullable && !schema.enum && <chakra.span color="gray.600"> {t('field.mayBeEmpty')}</chakra.span>}
      </chakra.label>
      {control}
      {problems.map((problem) => (
        <Text key={problem} fontSize="sm" color="red.700">
          {problem}
        </Text>
      ))}
    </Box>
  )
}
