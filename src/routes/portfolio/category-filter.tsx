import { Button, HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { portfolioCategories, type CategorySlug } from '../../content/portfolio-categories'

interface CategoryFilterProps {
  selected: CategorySlug | undefined
  onSelect: (slug: CategorySlug | undefined) => void
}

/** Toggle buttons; the pressed one is the current filter, announced through aria-pressed. */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation(['portfolio', 'projects'])
  const options = [
    { slug: undefined, label: t('categories.all', { ns: 'projects' }) },
    ...portfolioCategories.map(({ slug, labelKey }) => ({ slug, label: t(labelKey, { ns: 'projects' }) })),
  ]

  return (
    <HStack role="group" aria-label={t('filter.label')} gap="2" flexWrap="wrap" justifyContent="center">
      {options.map(({ slug, label }) => {
        const pressed = slug === selected
        return (
          <Button
            key={slug ?? 'all'}
            size="sm"
            borderRadius="full"
            colorPalette="teal"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onSelect(slug)}
          >
            {label}
          </Button>
        )
      })}
    </HStack>
  )
}
