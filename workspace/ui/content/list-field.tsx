import { Box, Button, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react'
import { useState, type ComponentType } from 'react'
import { itemLabels } from '../shared/content-labels.ts'
import { useFactContext, type Field } from './fact-context.ts'
import { defaultOf } from './schema-node.ts'
import { moved } from './entry-moves.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { useKindName } from './use-kind-name.ts'

/** What the control of a group in the list is given: FactField's props. */
interface ItemControlProps {
  field: Field
  value: unknown
  onChange: (value: unknown) => void
}

interface ListFieldProps {
  /** Its label is the one the list shows. */
  field: Required<Field>
  value: unknown[]
  onChange: (value: unknown[]) => void
  /** Draws an item that is a group: FactField hands itself down, as Decap's ObjectControl gets its editorControl. */
  itemControl: ComponentType<ItemControlProps>
}

/** A list of facts (technologies, currencies, lines of office hours): each item with buttons to move and remove it, and one to add. */
export function ListField({ field, value, onChange, itemControl: ItemControl }: ListFieldProps) {
  const { name, label, path, schema } = field
  const t = useInterfaceText()
  const kindName = useKindName()
  const { problemsAt } = useFactContext()
  const [added, setAdded] = useState<number>()
  const one = kindName(itemLabels[name] ?? 'item')
  const items = schema.items ?? {}
  const labelAt = (index: number) => `${label}, ${one} ${index + 1}`
  const set = (index: number, item: unknown) => onChange(value.map((old, at) => (at === index ? item : old)))
  return (
    <chakra.fieldset borderWidth="1px" rounded="md" p="3">
      <chakra.legend fontWeight="semibold" px="1">
        {label}
      </chakra.legend>
      <Stack as="ol" gap="2" listStyleType="none" aria-label={label}>
        {value.map((item, index) => {
          const itemLabel = labelAt(index)
          return (
            <Flex as="li" key={index} gap="1" align="start">
              <Box flex="1">
                {items.type === 'object' ? (
                  <ItemControl
                    field={{ name: one, label: itemLabel, path: [...path, index], schema: items }}
                    value={item}
                    onChange={(next) => set(index, next)}
                  />
                ) : (
                  <Input
                    aria-label={itemLabel}
                    autoFocus={added === index}
                    aria-invalid={problemsAt([...path, index]).length > 0 || undefined}
                    value={typeof item === 'string' ? item : ''}
                    onChange={(event) => set(index, event.target.value)}
                  />
                )}
                {items.type !== 'object' && <FieldProblems at={[...path, index]} />}
              </Box>
              <ItemButtons labelAt={labelAt} index={index} count={value.length} onChange={(change) => onChange(change(value))} />
            </Flex>
          )
        })}
      </Stack>
      <FieldProblems at={path} />
      <Button
        size="sm"
        variant="outline"
        mt="2"
        onClick={() => {
          setAdded(value.length)
          onChange([...value, items.type === 'string' ? '' : defaultOf(items)])
        }}
      >
        {t('list.add', { one })}
      </Button>
    </chakra.fieldset>
  )
}

interface ItemButtonsProps {
  /** An item's name in the buttons' labels, by its place in the list: the buttons follow the item it moves to. */
  labelAt: (index: number) => string
  index: number
  count: number
  onChange: (change: <Item>(list: Item[]) => Item[]) => void
}

/** Move up, move down and remove, for an item of a list: buttons, so the keyboard reaches them. */
export function ItemButtons({ labelAt, index, count, onChange }: ItemButtonsProps) {
  const t = useInterfaceText()
  const move = (step: -1 | 1) => {
    onChange((list) => moved(list, index, step))
    // The focus goes with the item, so the next press moves it again.
    const wanted = t(step === -1 ? 'list.moveUp' : 'list.moveDown', { item: labelAt(index + step) })
    requestAnimationFrame(() => [...document.querySelectorAll('button')].find((button) => button.ariaLabel === wanted)?.focus())
  }
  const label = labelAt(index)
  return (
    <Flex gap="1">
      <Button size="xs" variant="outline" aria-label={t('list.moveUp', { item: label })} disabled={index === 0} onClick={() => move(-1)}>
        ↑
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={t('list.moveDown', { item: label })}
        disabled={index === count - 1}
        onClick={() => move(1)}
      >
        ↓
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={t('list.remove', { item: label })}
        onClick={() => onChange((list) => list.filter((_, at) => at !== index))}
      >
        ✕
      </Button>
    </Flex>
  )
}

/** The check's findings at one place of the file, under the control that edits it. */
export function FieldProblems({ at }: { at: readonly PropertyKey[] }) {
  const { problemsAt } = useFactContext()
  return problemsAt(at).map((problem) => (
    <Text key={problem} fontSize="sm" color="red.700">
      {problem}
    </Text>
  ))
}
