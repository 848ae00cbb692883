import { chakra, HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { allCategories, portfolioCategories, type CategoryChoice } from '../../content/portfolio-categories.ts'
import { useHasWords } from '../../i18n/translated.ts'

interface CategoryFilterProps {
  selected: CategoryChoice
  onSelect: (category: CategoryChoice) => void
}

/** Radios carry the choice without script: the grid's CSS follows the checked one. */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation(['portfolio', 'projects'])
  const translated = useHasWords('projects')
  const options: { slug: CategoryChoice; label: string }[] = [
    { slug: allCategories, label: t('categories.all', { ns: 'projects' }) },
    ...portfolioCategories.filter(translated).map(({ slug, labelKey }) => ({ slug, label: t(labelKey, { ns: 'projects' }) })),
  ]

  return (
    <chakra.fieldset minWidth="0">
      <chakra.legend srOnly>{t('filter.label')}</chakra.legend>
      {/* One row: on phones it scrolls sideways, edge to edge, instead of stacking three or four rows of chips. */}
      <HStack
        gap="2"
        flexWrap={{ base: 'nowrap', lg: 'wrap' }}
        overflowX={{ base: 'auto', lg: 'visible' }}
        marginX={{ base: '-4', md: '-6', lg: '0' }}
        paddingX={{ base: '4', md: '6', lg: '0' }}
        paddingY="1"
        scrollPaddingX="4"
        position="relative"
      >
        {options.map(({ slug, label }) => (
          <chakra.label
            key={slug}
            display="inline-flex"
            flexShrink="0"
            whiteSpace="nowrap"
            alignItems="center"
            minHeight="9"
            paddingX="3.5"
            borderWidth="1px"
            borderColor="teal.700"
            borderRadius="full"
            color="teal.800"
            fontSize="sm"
            fontWeight="medium"
            cursor="pointer"
            _hover={{ bg: 'teal.50' }}
            css={{
              '&:has(input:checked)': { bg: 'teal.700', color: 'white' },
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' },
            }}
          >
            <chakra.input type="radio" name="category" value={slug} checked={selected === slug} onChange={() => onSelect(slug)} srOnly />
            {label}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  )
}
