import { allCategories, findCategory, type CategoryChoice } from '../../content/portfolio-categories.ts'

function categoryInUrl(): CategoryChoice {
  return findCategory(new URLSearchParams(window.location.search).get('category'))?.slug ?? allCategories
}

export function checkedCategory(root: ParentNode): CategoryChoice {
  const value = root.querySelector<HTMLInputElement>('input[name="category"]:checked')?.value ?? allCategories
  return findCategory(value)?.slug ?? allCategories
}

/** So the view can be shared and survives a reload. */
export function showCategoryInUrl(category: CategoryChoice): void {
  if (categoryInUrl() === category) return
  const url = new URL(window.location.href)
  if (category === allCategories) url.searchParams.delete('category')
  else url.searchParams.set('category', category)
  window.history.replaceState(window.history.state, '', url)
}

/** A category picked before this script ran stays picked; otherwise a shared link's filter applies through CSS. */
export function prepareFilter(element: HTMLElement): void {
  const radios = [...element.querySelectorAll<HTMLInputElement>('input[name="category"]')]
  if (radios.some((radio) => radio.checked !== radio.defaultChecked)) {
    showCategoryInUrl(checkedCategory(element))
    return
  }
  const radio = radios.find(({ value }) => value === categoryInUrl())
  if (radio) radio.checked = true
}
