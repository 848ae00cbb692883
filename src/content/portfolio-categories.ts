/** Portfolio filter categories: the slug goes in the URL (?category=…), the label in locale JSON. */
export const portfolioCategories = [
  { slug: 'web-development', labelKey: 'categories.webDevelopment' },
  { slug: 'mobile-app', labelKey: 'categories.mobileApp' },
  { slug: 'healthcare', labelKey: 'categories.healthcare' },
  { slug: 'education', labelKey: 'categories.education' },
  { slug: 'fintech', labelKey: 'categories.fintech' },
  { slug: 'real-estate', labelKey: 'categories.realEstate' },
  { slug: 'enterprise', labelKey: 'categories.enterprise' },
  { slug: 'iot', labelKey: 'categories.iot' },
] as const

export type PortfolioCategory = (typeof portfolioCategories)[number]
export type CategorySlug = PortfolioCategory['slug']

/** The filter's choice: a category, or every project (the empty value, which never reaches the URL). */
export const allCategories = ''
export type CategoryChoice = CategorySlug | typeof allCategories

export function findCategory(slug: string | null): PortfolioCategory | undefined {
  return portfolioCategories.find((category) => category.slug === slug)
}
