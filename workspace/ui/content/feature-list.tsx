import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react'
import { WordField } from './word-field.tsx'
import { freeName, nameRefusal, type NameOwners } from './entry-names.ts'
import { FieldProblems, ItemButtons } from './list-field.tsx'
import { NameField } from './name-field.tsx'
import { useWordsContext } from './words-context.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'

interface FeatureListProps {
  /** An item's words, `namespace:key`: a feature's words are keyed by its plan and its name. */
  itemId: (feature: string) => string
  path: readonly PropertyKey[]
  features: string[]
  /** The plan's features in the file: a feature not there yet may still be renamed. */
  saved: readonly string[]
  onChange: (features: string[]) => void
}

/** A plan's features in order, each with its words: added, renamed while new, moved and removed like entries. */
export function FeatureList({ itemId: id, path, features, saved, onChange }: FeatureListProps) {
  const t = useInterfaceText()
  const { words } = useWordsContext()
  const ownersAt = (except?: number): NameOwners => ({
    names: [...features.filter((_, at) => at !== except), ...saved],
    owned: words.owned,
  })
  const labelAt = (index: number) => t('features.item', { name: features[index] ?? '' })
  return (
    <chakra.fieldset borderWidth="1px" rounded="md" p="3">
      <chakra.legend fontWeight="semibold" px="1">
        {t('features.legend')}
      </chakra.legend>
      <Stack as="ol" gap="3" listStyleType="none" aria-label={t('features.label')}>
        {features.map((feature, index) => (
          <Box as="li" key={index} borderBottomWidth="1px" pb="2">
            <Flex gap="2" align="center" mb="1">
              {saved.includes(feature) ? (
                <Text fontSize="sm" flex="1">
                  {t('features.saved', { number: index + 1, name: feature })}
                </Text>
              ) : (
                <NameField
                  size="sm"
                  label={t('features.name', { number: index + 1 })}
                  name={feature}
                  refusalOf={(name) => nameRefusal(name, [id(name)], ownersAt(index), t('features.ofThisPlan'))}
                  onRename={(name) => {
                    if (words.rename([[id(feature), id(name)]])) onChange(features.map((old, at) => (at === index ? name : old)))
                  }}
                />
              )}
              <ItemButtons labelAt={labelAt} index={index} count={features.length} onChange={(change) => onChange(change(features))} />
            </Flex>
            <FieldProblems at={[...path, index]} />
            <WordField id={id(feature)} label={t('features.word', { number: index + 1 })} />
          </Box>
        ))}
      </Stack>
      <FieldProblems at={path} />
      <Button
        size="sm"
        variant="outline"
        mt="2"
        onClick={() => onChange([...features, freeName('newFeature', (name) => [id(name)], ownersAt())])}
      >
        {t('features.add')}
      </Button>
    </chakra.fieldset>
  )
}
