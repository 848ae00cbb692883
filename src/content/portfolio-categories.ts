import data from './data/categories.json' with { type: 'json' }
import type { CategoriesFile } from './schemas.ts'
import { categoryWords } from './words.ts'

/** Portfolio filter categories, in the filter's order: the slug goes in the URL (?category=…), the label in locale JSON. */
export const portfolioCategories = (data as CategoriesFile).categories.map(({ id, slug }) => ({ id, slug, ...categoryWords.keys(id) }))

export type PortfolioCategory = (typeof portfolioCategories)[number]
type CategorySlug = PortfolioCategory['slug']

/** The filter's choice: a category, or every project (the empty value, which never reaches the URL). */
export const allCategories = ''
export type CategoryChoice = CategorySlug | typeof allCategories

export function findCategory(slug: string | null): PortfolioCategory | undefined {
  return portfolioCategories.find((category) => category.slug === slug)
}
