import { allCategories, findCategory, type CategoryChoice } from '../../content/portfolio-categories.ts'

/** The known category in the page's URL, or every project. */
export function categoryInUrl(): CategoryChoice {
  return findCategory(new URLSearchParams(window.location.search).get('category'))?.slug ?? allCategories
}

/** The category whose radio is checked inside the filter. */
export function checkedCategory(root: ParentNode): CategoryChoice {
  const value = root.querySelector<HTMLInputElement>('input[name="category"]:checked')?.value ?? allCategories
  return findCategory(value)?.slug ?? allCategories
}

/** Before the island wakes: a shared link's filter applies at once, through the radios' CSS. */
export function prepareFilter(element: HTMLElement): void {
  const category = categoryInUrl()
  const radio = element.querySelector<HTMLInputElement>(`input[name="category"][value="${category}"]`)
  if (radio) radio.checked = true
}
